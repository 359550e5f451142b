import type { SiteInfo } from '@sciscope/contracts';
import type { SiteConfig } from '../../app/config';
import { defaultPrivacyPolicy } from './site-privacy-policy';

/**
 * `GET /api/site`: the operator's name, statement and mailbox, and the privacy policy (the
 * operator's file, or the default one). Public data of the instance: no permission to check.
 */
export function getSiteInfo({ site }: { site: SiteConfig }): SiteInfo {
  return {
    operatorName: site.operatorName,
    statement: site.statement,
    contactEmail: site.contactEmail,
    privacyPolicy: site.privacyPolicy ?? {
      format: 'markdown',
      text: defaultPrivacyPolicy({ operatorName: site.operatorName, contactEmail: site.contactEmail }),
    },
  };
}
