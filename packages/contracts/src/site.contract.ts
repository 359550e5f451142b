import { z } from 'zod';

/** Where the privacy policy lives; the footer links to it with a full page load. */
export const PRIVACY_POLICY_PATH = '/privacy/';

/** How the web app renders a policy: Markdown (raw HTML shown as text) or plain paragraphs. */
export const PRIVACY_POLICY_FORMATS = ['markdown', 'text'] as const;
export type PrivacyPolicyFormat = (typeof PRIVACY_POLICY_FORMATS)[number];

export const privacyPolicySchema = z.object({
  format: z.enum(PRIVACY_POLICY_FORMATS),
  /** The policy's source text, never HTML to insert: the web app escapes it. */
  text: z.string(),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

/**
 * `GET /api/site`: who runs this instance and how to reach them, for the footer and the
 * privacy page. Public: every page shows it, logged in or not.
 */
export const siteInfoSchema = z.object({
  /** The operator's name (`SCISCOPE_OPERATOR_NAME`). */
  operatorName: z.string(),
  /** The footer's one-line statement (`SCISCOPE_OPERATOR_STATEMENT`), the operator's name filled in. */
  statement: z.string(),
  /** The contact mailbox (`SCISCOPE_CONTACT_EMAIL`), or null when the operator gave none. */
  contactEmail: z.string().nullable(),
  /**
   * Where the pages' "Contact us" and "Request a plan" links write to: the address the
   * instance's own e-mails name (the contact mailbox, else the sender unless a no-reply one,
   * else, to signed-in users only, the initial superuser's); null when none may be shown.
   */
  contactAddress: z.string().nullable(),
  /** The privacy policy: the file of `SCISCOPE_PRIVACY_POLICY_FILE`, or the default one. */
  privacyPolicy: privacyPolicySchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
