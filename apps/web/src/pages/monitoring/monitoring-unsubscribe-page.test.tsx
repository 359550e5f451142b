import { describe, expect, it } from 'vitest';
import { monitoringKeys } from '../../features/monitoring/queries/monitoring-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { MonitoringUnsubscribePage } from './monitoring-unsubscribe-page';

/** The page at `url`, with the title the link names already answered (when given). */
const render = (url: string, named?: { token: string; title: string }) => {
  const client = testQueryClient();
  if (named) client.setQueryData(monitoringKeys.unsubscribeLink(named.token), { title: named.title });
  return renderStatic(<MonitoringUnsubscribePage />, { client, path: '/monitoring-digest/unsubscribe', url });
};

describe('the unsubscribe page of a digest e-mail', () => {
  it('asks before stopping the e-mails, naming the monitoring of the link (escaped)', () => {
    const title = 'Graphs <b>& robots</b>';
    const html = render('/monitoring-digest/unsubscribe?token=abc.def', { token: 'abc.def', title });
    expect(textOf(html)).toContain(`Stop the daily e-mail of new articles for the monitoring “${title}”?`);
    expect(html).not.toContain('<b>');
    expect(html).toContain('Stop these e-mails');
  });

  it('asks nothing until it knows which monitoring the link names', () => {
    const html = render('/monitoring-digest/unsubscribe?token=abc.def');
    expect(html).not.toContain('Stop the daily e-mail');
    expect(html).not.toContain('Stop these e-mails');
  });

  it('says at once that a link without its token is not valid, and asks nothing', () => {
    const html = render('/monitoring-digest/unsubscribe');
    expect(html).toContain('This unsubscribe link is not valid.');
    expect(html).not.toContain('Stop these e-mails');
  });
});
