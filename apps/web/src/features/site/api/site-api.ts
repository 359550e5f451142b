import { siteInfoSchema, type SiteInfo } from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/**
 * GET /api/site: the operator's name, statement, mailbox and privacy policy. Silent: the
 * footer asks it on every page, and a failure there is no reason for an alert.
 */
export function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return api.get('/api/site', { schema: siteInfoSchema, silent: true, ...(signal ? { signal } : {}) });
}
