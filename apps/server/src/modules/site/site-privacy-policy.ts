import { SESSION_TTL_MS } from '../../app/auth/session';

/*
 * The privacy policy an instance shows when its operator gives none: what this software
 * itself stores about people, said plainly. An operator who adds anything (a proxy that
 * logs, analytics, backups) writes their own policy and sets SCISCOPE_PRIVACY_POLICY_FILE.
 */

const SESSION_DAYS = Math.round(SESSION_TTL_MS / (24 * 60 * 60 * 1000));

/** Text with Markdown's punctuation escaped, so a name such as `ACME_Lab_` stays as written. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (ch) => `\\${ch}`);
}

/** A `mailto:` link target that no character of the address can end early. */
function mailtoUrl(email: string): string {
  return `mailto:${encodeURI(email).replace(/[()]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The default policy, in Markdown, naming the operator and the contact mailbox when there is one. */
export function defaultPrivacyPolicy({
  operatorName,
  contactEmail,
}: {
  operatorName: string;
  contactEmail: string | null;
}): string {
  const operator = escapeMarkdown(operatorName);
  const contact = contactEmail
    ? `by writing to [${escapeMarkdown(contactEmail)}](${mailtoUrl(contactEmail)})`
    : 'by contacting the operator (no contact mailbox is configured for this instance)';
  return `This instance of sciscope, open-source software for scientific literature, is run by ${operator}. This page says which personal data the software keeps, why, and for how long.

## What we store

- **Your account:** your e-mail address, a salted argon2id hash of your password (never the password itself), the date you joined and your last login, your organizations and the features granted to you.
- **Sessions:** one record per logged-in browser, identified by a SHA-256 hash of the session cookie's token, kept until you log out or ${SESSION_DAYS} days after your last activity.
- **Search counters:** to apply the daily search limit, the number of searches per day — for guests under a keyed hash (HMAC) of the network address and the browser's user agent, never the address itself; for users, per account. Counters are deleted after two days.
- **Usage events** that the interface reports (for example, applying filter settings), tied to your account when you are logged in.
- **Server logs:** each request's method, address and query (search terms included), the client's network address, the answer's status and timing, written to the server's log output. Cookies and authorisation headers are left out. How long logs are kept is up to the operator.
- **Bibliographic data about researchers** — names, affiliations, publications and derived metrics — comes from public scholarly records. A predicted gender is derived from first-name statistics and shown only to users granted that feature; it can be corrected by hand.

## What we do not do

No advertising, no third-party trackers, no sale of data. The only cookie is the session cookie that keeps you logged in.

## Your rights

You may ask for a copy of your data, its correction or its deletion, and object to its processing, ${contact}.
`;
}
