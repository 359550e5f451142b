import { randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { SYSTEM_ACTOR, type AccessRepository } from '../app/access';
import type { AppConfig } from '../app/config';
import { AppError } from '../app/errors';
import type { AuthRepository } from '../modules/auth/auth.repository';
import { createAccount } from '../modules/auth/auth.usecases';

/** File (under the runtime dir) that receives the generated password. */
export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random password of `length` URL-safe characters (about 6 bits each, no modulo bias). */
export function generatePassword(length = 20): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += URL_SAFE_ALPHABET[randomInt(URL_SAFE_ALPHABET.length)];
  return password;
}

/**
 * `path` as a reader finds it most easily: relative to the working directory when it lies
 * inside it ('.runtime/initial-admin-password.txt'), absolute otherwise — never a climb
 * such as '../../tmp/…', which depends on where the server happened to be started.
 */
export function displayPath(path: string, cwd = process.cwd()): string {
  const inside = relative(cwd, path);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return path;
  return inside;
}

/**
 * On an installation without any user, creates the superuser `config.adminEmail` with a
 * random password, stores the password in `<runtimeDir>/initial-admin-password.txt`
 * (mode 0600) and prints it once. There is never a fixed default password.
 * Returns what it did so callers and tests can tell.
 */
export async function ensureInitialAdmin({
  config,
  accounts,
  access,
  log,
}: {
  config: AppConfig;
  accounts: AuthRepository;
  access: AccessRepository;
  log: (line: string) => void;
}): Promise<{ created: false } | { created: true; email: string; passwordFile: string }> {
  if ((await accounts.countUsers()) > 0) return { created: false };
  const password = generatePassword();
  const email = config.adminEmail;
  try {
    await createAccount({ accounts, access, user: SYSTEM_ACTOR, email, password, isSuperuser: true });
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof AppError && error.code === 'auth.email_taken') return { created: false };
    throw error;
  }
  mkdirSync(config.runtimeDir, { recursive: true });
  const passwordFile = resolve(config.runtimeDir, INITIAL_PASSWORD_FILE);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  chmodSync(passwordFile, 0o600); // `mode` only applies when the file is new
  log(`Initial superuser ${email} created; password in ${displayPath(passwordFile)}: ${password}`);
  return { created: true, email, passwordFile };
}
