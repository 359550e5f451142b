import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../testing/render-static';
import { SavedMonitoringPage } from './monitoring-page';

describe('the monitoring page at an address that names no monitoring', () => {
  it('says Page not found and leads back to the saved monitorings', () => {
    const html = renderStatic(<SavedMonitoringPage />, { path: '/monitoring/:id', url: '/monitoring/abc' });
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('Monitoring not found.');
    expect(html).toContain('href="/saved-monitorings"');
  });
});
