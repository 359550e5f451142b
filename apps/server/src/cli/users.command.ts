import { parseArgs } from 'node:util';
import {
  AUTH_LIMITS,
  ORG_ROLES,
  QUOTA_NAMES,
  emailSchema,
  isQuotaName,
  type OrgRole,
  type QuotaName,
} from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig } from '../app/config';
import { openDatabase, type Db } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { AppError } from '../app/errors';
import { createAdminRepository } from '../modules/admin/admin.repository';
import { createOrganization, grantQuota, revokeQuota } from '../modules/admin/admin.usecases';
import { createOrganizationsRepository } from '../modules/admin/organizations.repository';
import { addOrgMember } from '../modules/admin/orgadmin.usecases';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAccount } from '../modules/auth/auth.usecases';

export const USERS_USAGE = `Usage:
  sciscope users create --email E --password P [--superuser] [--quota NAME[:private]]... [--org NAME[:ROLE]]
  sciscope users grant  --email E --quota NAME[:private]... [--org NAME]
  sciscope users revoke --email E --quota NAME...
  sciscope users list

  --quota NAME[:private]  grant a quota; ":private" lets its owner keep work private.
  --org NAME[:ROLE]       (create) make the user a member of organization NAME, created if
                          missing; ROLE is member (default), admin or developer. Quotas
                          granted in the same command are shared with that organization.
  --org NAME              (grant) share the granted quotas with an existing organization.
Quota names: ${QUOTA_NAMES.join(', ')}.
`;

/** Bad input: reported on stderr with exit code 2. */
class UsageError extends Error {}

export interface UsersCommandDeps {
  /** Environment for `loadConfig` (defaults to process.env). */
  env?: NodeJS.ProcessEnv;
  /** An already migrated database to use instead of the configured one (tests). */
  db?: Db;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

function parseEmail(value: string | undefined): string {
  if (!value) throw new UsageError('--email is required.');
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email: ${parsed.error.issues[0]?.message ?? 'invalid e-mail.'}`);
  return parsed.data;
}

function parsePassword(value: string | undefined): string {
  if (!value) throw new UsageError('--password is required.');
  if (value.length < AUTH_LIMITS.passwordMinLength) {
    throw new UsageError(`--password: must have at least ${AUTH_LIMITS.passwordMinLength} characters.`);
  }
  if (value.length > AUTH_LIMITS.passwordMaxLength) throw new UsageError('--password: too long.');
  return value;
}

function parseQuota(
  value: string,
  { allowPrivate }: { allowPrivate: boolean },
): { name: QuotaName; canBePrivate: boolean } {
  const [name = '', flag, ...rest] = value.split(':');
  if (!isQuotaName(name)) throw new UsageError(`Unknown quota "${name}". Quota names: ${QUOTA_NAMES.join(', ')}.`);
  if (rest.length > 0 || (flag !== undefined && (flag !== 'private' || !allowPrivate))) {
    throw new UsageError(`--quota ${value}: expected ${allowPrivate ? 'NAME or NAME:private' : 'NAME'}.`);
  }
  return { name, canBePrivate: flag === 'private' };
}

/** `Acme:admin` → Acme as admin; a suffix that is not a role stays part of the name. */
function parseOrg(value: string): { name: string; role: OrgRole } {
  const cut = value.lastIndexOf(':');
  const suffix = cut >= 0 ? value.slice(cut + 1) : '';
  const role = (ORG_ROLES as readonly string[]).includes(suffix) ? (suffix as OrgRole) : null;
  const name = (role ? value.slice(0, cut) : value).trim();
  if (!name) throw new UsageError('--org: organization name is empty.');
  if (name.length > 200) throw new UsageError('--org: organization name is too long.');
  return { name, role: role ?? 'member' };
}

/**
 * The repositories the use cases read and write. The command acts as the system actor: whoever
 * runs it holds the database already, so the use cases' permission checks let it pass.
 */
function repositories(db: Db) {
  return {
    accounts: createAuthRepository({ db }),
    admin: createAdminRepository({ db }),
    organizations: createOrganizationsRepository({ db }),
    access: createAccessRepository({ db }),
    user: SYSTEM_ACTOR,
  };
}

type Deps = ReturnType<typeof repositories>;

async function findUserId(deps: Deps, email: string): Promise<number> {
  const userId = await deps.admin.findUserIdByEmail({ email });
  if (userId === null) throw new UsageError(`No user with e-mail ${email}.`);
  return userId;
}

type Options = ReturnType<typeof parseOptions>['values'];

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      superuser: { type: 'boolean', default: false },
      quota: { type: 'string', multiple: true, default: [] },
      org: { type: 'string' },
    },
  });
}

type QuotaInput = { name: QuotaName; canBePrivate: boolean };

/** A fully validated invocation: nothing touches the database before this exists. */
type Plan =
  | {
      kind: 'create';
      email: string;
      password: string;
      superuser: boolean;
      quotas: QuotaInput[];
      org: { name: string; role: OrgRole } | null;
    }
  | { kind: 'grant'; email: string; quotas: QuotaInput[]; orgName: string | null }
  | { kind: 'revoke'; email: string; quotas: QuotaInput[] }
  | { kind: 'list' };

function plan(sub: string, values: Options): Plan {
  if (sub === 'list') return { kind: 'list' };
  const email = parseEmail(values.email);
  const rawQuotas = values.quota ?? [];
  if (sub === 'create') {
    return {
      kind: 'create',
      email,
      password: parsePassword(values.password),
      superuser: values.superuser === true,
      quotas: rawQuotas.map((q) => parseQuota(q, { allowPrivate: true })),
      org: values.org === undefined ? null : parseOrg(values.org),
    };
  }
  if (rawQuotas.length === 0) throw new UsageError('--quota is required.');
  if (sub === 'grant') {
    const orgName = values.org === undefined ? null : values.org.trim();
    if (orgName === '') throw new UsageError('--org: organization name is empty.');
    return { kind: 'grant', email, quotas: rawQuotas.map((q) => parseQuota(q, { allowPrivate: true })), orgName };
  }
  return { kind: 'revoke', email, quotas: rawQuotas.map((q) => parseQuota(q, { allowPrivate: false })) };
}

const quotaLabel = (q: QuotaInput) => q.name + (q.canBePrivate ? ':private' : '');

async function create(deps: Deps, p: Extract<Plan, { kind: 'create' }>, out: (text: string) => void): Promise<void> {
  if ((await deps.admin.findUserIdByEmail({ email: p.email })) !== null) {
    throw new UsageError(`An account with e-mail ${p.email} already exists.`);
  }
  let organizationId: number | null = null;
  if (p.org) {
    const existing = await deps.organizations.findByName({ name: p.org.name });
    organizationId = existing ? existing.id : (await createOrganization({ ...deps, name: p.org.name })).id;
    if (!existing) out(`Created organization "${p.org.name}" (id ${organizationId}).\n`);
  }
  const { userId } = await createAccount({
    ...deps,
    email: p.email,
    password: p.password,
    isSuperuser: p.superuser,
    // The operator vouches for the address: no confirmation link is needed.
    emailConfirmed: true,
  });
  if (p.org && organizationId !== null) {
    await addOrgMember({ ...deps, organizationId, email: p.email, role: p.org.role });
  }
  for (const quota of p.quotas) {
    await grantQuota({ ...deps, userId, ...quota, organizationsIds: organizationId === null ? [] : [organizationId] });
  }
  const extras = [
    p.superuser ? 'superuser' : null,
    p.quotas.length ? `quotas: ${p.quotas.map(quotaLabel).join(', ')}` : null,
    p.org ? `${p.org.role} of "${p.org.name}"` : null,
  ].filter(Boolean);
  out(`Created user ${p.email} (id ${userId})${extras.length ? `; ${extras.join('; ')}` : ''}.\n`);
}

async function grant(deps: Deps, p: Extract<Plan, { kind: 'grant' }>, out: (text: string) => void): Promise<void> {
  let organizationsIds: number[] = [];
  if (p.orgName !== null) {
    const org = await deps.organizations.findByName({ name: p.orgName });
    if (!org) throw new UsageError(`No organization named "${p.orgName}".`);
    organizationsIds = [org.id];
  }
  const userId = await findUserId(deps, p.email);
  for (const quota of p.quotas) await grantQuota({ ...deps, userId, ...quota, organizationsIds });
  out(`Granted ${p.quotas.map(quotaLabel).join(', ')} to ${p.email}.\n`);
}

async function revoke(deps: Deps, p: Extract<Plan, { kind: 'revoke' }>, out: (text: string) => void): Promise<void> {
  const userId = await findUserId(deps, p.email);
  for (const { name } of p.quotas) {
    // Not holding the quota is a 404 for the API; here it is only worth a line.
    const held = (await deps.access.listQuotas({ userId })).some((q) => q.name === name);
    if (held) await revokeQuota({ ...deps, userId, name });
    out(held ? `Revoked ${name} from ${p.email}.\n` : `${p.email} did not hold ${name}.\n`);
  }
}

async function list({ admin }: Deps, out: (text: string) => void): Promise<void> {
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const { users, total } = await admin.listUsers({ offset, limit: pageSize, query: null });
    if (offset === 0) out(`${total} user(s)\n`);
    for (const u of users) {
      const quotas = u.quotas.map((q) => q.name + (q.canBePrivate ? ':private' : '')).join(', ') || '-';
      const orgs = u.organizations.map((o) => `${o.name} (${o.role})`).join(', ') || '-';
      out(`${u.id}\t${u.email}${u.is_superuser ? ' [superuser]' : ''}\tquotas: ${quotas}\torganizations: ${orgs}\n`);
    }
    if (offset + pageSize >= total) return;
  }
}

/**
 * `sciscope users …`: account administration from the shell. Returns the exit code:
 * 0 done, 2 bad input (message on stderr), other failures propagate (exit 1 in main).
 */
export async function runUsersCommand(argv: string[], deps: UsersCommandDeps = {}): Promise<number> {
  const out = deps.out ?? ((text: string) => void process.stdout.write(text));
  const err = deps.err ?? ((text: string) => void process.stderr.write(text));
  const [sub, ...rest] = argv;
  if (!sub || !['create', 'grant', 'revoke', 'list'].includes(sub)) {
    err(sub ? `Unknown users command "${sub}".\n\n${USERS_USAGE}` : USERS_USAGE);
    return 2;
  }
  let validated: Plan;
  try {
    validated = plan(sub, parseOptions(rest).values);
  } catch (error) {
    // parseArgs reports unknown or malformed options; UsageError bad values.
    err(
      `${error instanceof Error ? error.message : String(error)}\n${error instanceof UsageError ? '' : `\n${USERS_USAGE}`}`,
    );
    return 2;
  }
  const db = deps.db ?? openDatabase(loadConfig(deps.env ?? process.env));
  try {
    if (!deps.db) await migrateToLatest(db);
    const repos = repositories(db);
    if (validated.kind === 'create') await create(repos, validated, out);
    else if (validated.kind === 'grant') await grant(repos, validated, out);
    else if (validated.kind === 'revoke') await revoke(repos, validated, out);
    else await list(repos, out);
    return 0;
  } catch (error) {
    // Rule violations of the use cases (unknown ids, taken names) are bad input too.
    if (error instanceof UsageError || (error instanceof AppError && error.status < 500)) {
      err(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    if (!deps.db) await db.close();
  }
}
