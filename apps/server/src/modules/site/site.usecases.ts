import type { SiteInfo } from '@sciscope/contracts';
import type { SiteConfig } from '../../app/config';
import { contactAddress, publicContactAddress, type ContactAddressSettings } from '../../app/contact-address';
import { defaultPrivacyPolicy } from './site-privacy-policy';

/**
 * `GET /api/site`: the operator's name, statement and mailbox, the address the contact links
 * write to, and the privacy policy (the operator's file, or the default one). Public data of the
 * instance: no permission to check. `signedIn` users may be told the initial superuser's address
 * when nothing else is known (`contactAddress`); guests never are.
 */
export function getSiteInfo({
  site,
  mail,
  signedIn,
}: {
  site: SiteConfig;
  mail: Pick<ContactAddressSettings, 'mailFrom' | 'adminEmail'>;
  signedIn: boolean;
}): SiteInfo {
  const settings = { contactEmail: site.contactEmail, ...mail };
  return {
    operatorName: site.operatorName,
    statement: site.statement,
    contactEmail: site.contactEmail,
    contactAddress: signedIn ? contactAddress(settings) : publicContactAddress(settings),
    privacyPolicy: site.privacyPolicy ?? {
      format: 'markdown',
      text: defaultPrivacyPolicy({ operatorName: site.operatorName, contactEmail: site.contactEmail }),
    },
  };
}
