import { describe, expect, it } from 'vitest';
import { renderStatic, testQueryClient } from '../../testing/render-static';
import { MonitoringUnsubscribePage } from './monitoring-unsubscribe-page';

const render = (url: string) =>
  renderStatic(<MonitoringUnsubscribePage />, {
    client: testQueryClient(),
    path: '/monitoring-digest/unsubscribe',
    url,
  });

describe('the unsubscribe page of a digest e-mail', () => {
  it('asks before stopping the e-mails of the link', () => {
    const html = render('/monitoring-digest/unsubscribe?token=abc.def');
    expect(html).toContain('Stop the daily e-mail of new articles for this monitoring?');
    expect(html).toContain('Stop these e-mails');
  });

  it('says at once that a link without its token is not valid, and asks nothing', () => {
    const html = render('/monitoring-digest/unsubscribe');
    expect(html).toContain('This unsubscribe link is not valid.');
    expect(html).not.toContain('Stop these e-mails');
  });
});
