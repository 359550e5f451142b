import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * argon2id with OWASP's first recommended configuration (Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 iterations, 1 degree of parallelism.
 * The algorithm is spelled as its numeric value because ambient const enums cannot be
 * read under `isolatedModules`; 2 is `Algorithm.Argon2id`.
 */
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password into a self-describing PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random secret, verified when the e-mail is unknown so that a login for a
 * missing account costs the same time as one with a wrong password.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/**
 * Checks a password against a stored hash, or against a dummy hash when there is no
 * account (always false then). A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string | null;
  password: string;
}): Promise<boolean> {
  if (stored === null) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
