import { changeEmailSchema, type ChangeEmailRequest } from '@sciscope/contracts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The message for a "new" e-mail that is the account's current one: nothing is sent. */
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail.';

/**
 * What a form shows under its fields: its own checks first, then the server's answer to the
 * last submit, except under a field edited since (that answer was about the old value).
 */
export function shownFieldErrors<K extends string>({
  local,
  server,
  edited,
}: {
  local: FieldErrors<K>;
  server: Partial<Record<string, string>>;
  edited: ReadonlySet<K>;
}): FieldErrors<K> {
  const shown: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(server)) {
    if (message && !edited.has(key as K)) shown[key as K] = message;
  }
  return { ...shown, ...local };
}

/**
 * The e-mail form's own checks: the contract's rules, and a new e-mail that differs from the
 * current one (compared as the server stores it: trimmed, lower-case).
 */
export function checkEmailForm({
  email,
  currentPassword,
  currentEmail,
}: ChangeEmailRequest & { currentEmail: string }):
  { ok: true; request: ChangeEmailRequest } | { ok: false; errors: FieldErrors<keyof ChangeEmailRequest> } {
  const parsed = changeEmailSchema.safeParse({ email, currentPassword });
  if (!parsed.success) {
    const errors: FieldErrors<keyof ChangeEmailRequest> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'email' || key === 'currentPassword') && !errors[key]) errors[key] = issue.message;
    }
    return { ok: false, errors };
  }
  if (parsed.data.email === currentEmail.trim().toLowerCase()) {
    return { ok: false, errors: { email: SAME_EMAIL_MESSAGE } };
  }
  return { ok: true, request: parsed.data };
}
