/*
 * Whom a person is told to write to: one rule for the instance's e-mails (the account-deletion
 * confirmation) and for the pages' "Contact us" and "Request a plan" links (`GET /api/site`),
 * so the two never name different people.
 */

/** A sender nobody reads: `no-reply@…`, `noreply@…`, `do-not-reply@…`. */
const NO_REPLY = /^(no-?reply|do-?not-?reply)@/i;

export interface ContactAddressSettings {
  /** `SCISCOPE_CONTACT_EMAIL`, or null when the operator gave none. */
  contactEmail: string | null;
  /** `SCISCOPE_MAIL_FROM`: `Name <address>` or a bare address. */
  mailFrom: string;
  /** `SCISCOPE_ADMIN_EMAIL`: the initial superuser's, the operator's own account. */
  adminEmail: string;
}

/**
 * The address anyone may be shown: the operator's contact mailbox (`SCISCOPE_CONTACT_EMAIL`);
 * without it the address the instance's mail comes from (`SCISCOPE_MAIL_FROM`) unless that is
 * a no-reply one (as the default is); else null.
 */
export function publicContactAddress({
  contactEmail,
  mailFrom,
}: Pick<ContactAddressSettings, 'contactEmail' | 'mailFrom'>): string | null {
  if (contactEmail) return contactEmail;
  const sender = (/<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(sender) && !NO_REPLY.test(sender) ? sender : null;
}

/**
 * The address a user of the instance is told to write to, never nobody: the public one
 * (`publicContactAddress`), else the initial superuser's (`SCISCOPE_ADMIN_EMAIL`). That last
 * one is a login name, so it is told to people with an account only, never to guests.
 */
export function contactAddress(settings: ContactAddressSettings): string {
  return publicContactAddress(settings) ?? settings.adminEmail;
}
