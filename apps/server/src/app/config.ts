import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN, type PrivacyPolicy } from '@sciscope/contracts';

/** The repository root (three levels above apps/server/src/app). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  /** Folder with corpus/, ontology/, names/; null when loading is switched off. */
  dataDir: string | null;
  /** Folder for runtime files (secret, outbox, initial password). */
  runtimeDir: string;
  secret: string;
  adminEmail: string;
  /** Serve the built web app from apps/web/dist. */
  serveWeb: boolean;
  webDistDir: string;
  /** Searches per day for anonymous clients and for logged-in users; 0 = unlimited (nothing is counted). */
  guestSearchLimit: number;
  userSearchLimit: number;
  /** Requests per minute per client address (0 = unlimited). */
  rateLimits: RateLimits;
  /**
   * Worker threads answering search, autocomplete and author-page reads, each with its own
   * database connection; 0 answers them on the main thread (as for in-memory databases).
   */
  readWorkers: number;
  /**
   * The heap (V8's old generation, MB) of each background-task worker thread
   * (`SCISCOPE_TASK_HEAP_MB`; 0 leaves V8's own limit): a bound makes V8 collect the garbage
   * of an import's batches before it piles up, which halves the importer's peak memory.
   */
  taskHeapMb: number;
  /** Trust X-Forwarded-* headers (only when a reverse proxy sets them). */
  trustProxy: boolean;
  /** Mark cookies Secure (set when served behind HTTPS). */
  secureCookies: boolean;
  logLevel: string;
  /** Who runs this instance, for the footer and the privacy page (`GET /api/site`). */
  site: SiteConfig;
  /**
   * Which retrieval index answers "the articles closest to this document": `hnsw` (the graph
   * index, file under `<runtimeDir>/index/`) or `exact` (a scan of every stored vector).
   */
  retrievalIndex: RetrievalIndexKind;
  /** How e-mail leaves the instance (digests, notices, recommendation requests). */
  mail: MailConfig;
  /**
   * The address users reach this instance at, without a trailing slash: the base of every link
   * written into an e-mail (`SCISCOPE_PUBLIC_URL`, default `http://localhost:{PORT}`).
   */
  publicUrl: string;
  /**
   * True when `SCISCOPE_PUBLIC_URL` set `publicUrl`; otherwise it was derived from this
   * process's PORT, which a `sciscope` command does not share with the server
   * (`publicUrlForCommand`).
   */
  publicUrlSet?: boolean;
  /** The file exchange (spec 02): where uploads are kept and how large one may be. */
  fileExchange: FileExchangeConfig;
}

/** `SCISCOPE_FILE_EXCHANGE_MAX_BYTES`; the files live under the runtime dir, outside the web root. */
export interface FileExchangeConfig {
  /** `<runtimeDir>/file-exchange`: one file per distinct content, named by its SHA-256. */
  dir: string;
  /** Largest upload in bytes (default 100 MiB, at most 2 GiB - 1). */
  maxBytes: number;
}

export const DEFAULT_FILE_EXCHANGE_MAX_BYTES = 100 * 1024 * 1024;
const FILE_EXCHANGE_MAX_BYTES_CEILING = 2 ** 31 - 1;

function fileExchangeConfigFromEnv(env: NodeJS.ProcessEnv, runtimeDir: string): FileExchangeConfig {
  const maxBytes = intFromEnv(env, 'SCISCOPE_FILE_EXCHANGE_MAX_BYTES', DEFAULT_FILE_EXCHANGE_MAX_BYTES);
  if (maxBytes < 1 || maxBytes > FILE_EXCHANGE_MAX_BYTES_CEILING) {
    throw new Error(
      `SCISCOPE_FILE_EXCHANGE_MAX_BYTES must be from 1 to ${FILE_EXCHANGE_MAX_BYTES_CEILING}, got ${maxBytes}`,
    );
  }
  return { dir: resolve(runtimeDir, 'file-exchange'), maxBytes };
}

/** E-mail settings: `SCISCOPE_SMTP_URL`, `SCISCOPE_MAIL_FROM`; the outbox lives under the runtime dir. */
export interface MailConfig {
  /** `smtp://` or `smtps://` URL of a relay; null writes every message to `outboxDir` as an .eml file. */
  smtpUrl: string | null;
  /** The From header of every message. */
  from: string;
  /** `<runtimeDir>/outbox`: where messages go when no relay is set. */
  outboxDir: string;
}

export const DEFAULT_MAIL_FROM = 'sciscope <no-reply@localhost>';

function mailConfigFromEnv(env: NodeJS.ProcessEnv, runtimeDir: string): MailConfig {
  const smtpUrl = textFromEnv(env, 'SCISCOPE_SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error(`SCISCOPE_SMTP_URL must start with smtp:// or smtps://, got "${smtpUrl}"`);
  }
  return {
    smtpUrl,
    from: textFromEnv(env, 'SCISCOPE_MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    outboxDir: resolve(runtimeDir, 'outbox'),
  };
}

function publicUrlFromEnv(env: NodeJS.ProcessEnv, port: number): string {
  const raw = textFromEnv(env, 'SCISCOPE_PUBLIC_URL') ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/]+/.test(raw)) {
    throw new Error(`SCISCOPE_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

export const RETRIEVAL_INDEX_KINDS = ['hnsw', 'exact'] as const;
export type RetrievalIndexKind = (typeof RETRIEVAL_INDEX_KINDS)[number];

function retrievalIndexFromEnv(env: NodeJS.ProcessEnv): RetrievalIndexKind {
  const raw = env.SCISCOPE_RETRIEVAL_INDEX ?? 'hnsw';
  if (!(RETRIEVAL_INDEX_KINDS as readonly string[]).includes(raw))
    throw new Error(`SCISCOPE_RETRIEVAL_INDEX must be one of ${RETRIEVAL_INDEX_KINDS.join(', ')}, got "${raw}"`);
  return raw as RetrievalIndexKind;
}

/** Per-address request limits per minute; 0 switches a limit off. */
export interface RateLimits {
  /** `GET /api/search`: a burst guard against scripted crawling, whatever the daily cap. */
  search: number;
  /** The autocomplete calls (typing with the 250 ms debounce stays under 240). */
  autocomplete: number;
  /** Login and registration attempts per address, and login attempts per e-mail. */
  login: number;
}

/** The operator of an instance: sciscope is software anyone runs, so the operator says who they are. */
export interface SiteConfig {
  operatorName: string;
  /** The footer's one line, `{operator}` already replaced by the operator's name. */
  statement: string;
  /** Where people write to the operator; null when none was configured. */
  contactEmail: string | null;
  /** The operator's own policy from `SCISCOPE_PRIVACY_POLICY_FILE`, or null for the default one. */
  privacyPolicy: PrivacyPolicy | null;
}

export const DEFAULT_OPERATOR_NAME = 'the operator of this sciscope instance';
export const DEFAULT_OPERATOR_STATEMENT =
  'sciscope is open-source software for scientific literature, run by {operator}.';
/** Largest privacy-policy file accepted: a policy, not a book. */
export const PRIVACY_POLICY_MAX_BYTES = 256 * 1024;

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/**
 * The task workers' heap bound, measured with `sciscope import defaults` (one run each, same
 * machine): without a bound 187.8 s and 1,256 MB peak memory, 2048 MB 208.9 s and 1,248 MB,
 * 1024 MB 191.4 s and 723 MB, 640 MB 187.3 s and 713 MB. V8 grows its heap by the room it has:
 * under a bound of 1 GB it collects a batch's garbage before it piles up. The importer's live
 * heap grows about 1.3 MB per 1,000 works stored (205 MB at the default corpus), and the
 * representation training and the index build of the default corpus ran under 640 MB (their
 * vectors are typed arrays, outside the heap): 1 GB leaves room for a corpus several times
 * larger; beyond that, raise it.
 */
export const DEFAULT_TASK_HEAP_MB = 1024;
/**
 * The smallest bound accepted: a floor against a value meant in GB (the heap test's worker runs
 * under it; a real task needs hundreds of MB).
 */
const MIN_TASK_HEAP_MB = 64;

function taskHeapFromEnv(env: NodeJS.ProcessEnv): number {
  const value = intFromEnv(env, 'SCISCOPE_TASK_HEAP_MB', DEFAULT_TASK_HEAP_MB);
  if (value !== 0 && value < MIN_TASK_HEAP_MB)
    throw new Error(`SCISCOPE_TASK_HEAP_MB must be 0 (no bound) or at least ${MIN_TASK_HEAP_MB}, got ${value}`);
  return value;
}

function resolveDataDir(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SCISCOPE_DATA_DIR;
  if (raw === 'none') return null;
  if (raw) return resolve(raw);
  const sibling = resolve(REPO_ROOT, '../shared/datasets');
  return existsSync(sibling) ? sibling : null;
}

/** Reads `SCISCOPE_SECRET`, or a secret generated once and kept under the runtime dir. */
function resolveSecret(env: NodeJS.ProcessEnv, runtimeDir: string): string {
  if (env.SCISCOPE_SECRET) return env.SCISCOPE_SECRET;
  const file = resolve(runtimeDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(runtimeDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A set, non-blank variable, trimmed; undefined otherwise. */
function textFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Reads the operator's policy file: UTF-8 text, Markdown when named `.md`/`.markdown`. */
function readPrivacyPolicyFile(path: string): PrivacyPolicy {
  const name = 'SCISCOPE_PRIVACY_POLICY_FILE';
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new Error(`${name}: cannot read "${path}" (${(error as NodeJS.ErrnoException).code ?? String(error)})`, {
      cause: error,
    });
  }
  if (bytes.length > PRIVACY_POLICY_MAX_BYTES) {
    throw new Error(`${name}: "${path}" has ${bytes.length} bytes, at most ${PRIVACY_POLICY_MAX_BYTES} are allowed`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new Error(`${name}: "${path}" is not UTF-8 text`, { cause: error });
  }
  if (text.trim() === '') throw new Error(`${name}: "${path}" is empty`);
  return { format: /\.(md|markdown)$/i.test(path) ? 'markdown' : 'text', text: text.replace(/^\uFEFF/, '') };
}

/** The operator settings: `SCISCOPE_OPERATOR_NAME`, `_STATEMENT`, `SCISCOPE_CONTACT_EMAIL`, `SCISCOPE_PRIVACY_POLICY_FILE`. */
export function loadSiteConfig(env: NodeJS.ProcessEnv): SiteConfig {
  const operatorName = textFromEnv(env, 'SCISCOPE_OPERATOR_NAME') ?? DEFAULT_OPERATOR_NAME;
  const statementTemplate = textFromEnv(env, 'SCISCOPE_OPERATOR_STATEMENT') ?? DEFAULT_OPERATOR_STATEMENT;
  const contactEmail = textFromEnv(env, 'SCISCOPE_CONTACT_EMAIL') ?? null;
  if (contactEmail !== null && !EMAIL_PATTERN.test(contactEmail)) {
    throw new Error(`SCISCOPE_CONTACT_EMAIL must be an e-mail address, got "${contactEmail}"`);
  }
  const policyFile = textFromEnv(env, 'SCISCOPE_PRIVACY_POLICY_FILE');
  return {
    operatorName,
    statement: statementTemplate.replaceAll('{operator}', operatorName),
    contactEmail,
    privacyPolicy: policyFile ? readPrivacyPolicyFile(resolve(policyFile)) : null,
  };
}

/**
 * What the operator should hear at start about the operator settings: the footer is meant to
 * link to a contact mailbox (spec 01 section 1), and without `SCISCOPE_CONTACT_EMAIL` it shows none.
 */
export function siteConfigNotices(site: Pick<SiteConfig, 'contactEmail'>): string[] {
  return site.contactEmail === null
    ? ['SCISCOPE_CONTACT_EMAIL is not set: the footer and the privacy policy show no contact mailbox']
    : [];
}

/** Builds the configuration from environment variables (documented in README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const runtimeDir = resolve(env.SCISCOPE_RUNTIME_DIR ?? resolve(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  const port = intFromEnv(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqlitePath: env.SCISCOPE_SQLITE ? resolve(env.SCISCOPE_SQLITE) : resolve(runtimeDir, 'sciscope.db'),
    dataDir: resolveDataDir(env),
    runtimeDir,
    secret: resolveSecret(env, runtimeDir),
    adminEmail: (env.SCISCOPE_ADMIN_EMAIL ?? 'admin@localhost').toLowerCase(),
    serveWeb: env.SCISCOPE_SERVE_WEB !== '0',
    webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
    guestSearchLimit: intFromEnv(env, 'SCISCOPE_GUEST_SEARCH_LIMIT', 10),
    userSearchLimit: intFromEnv(env, 'SCISCOPE_USER_SEARCH_LIMIT', 1000),
    rateLimits: {
      search: intFromEnv(env, 'SCISCOPE_RATE_LIMIT_PER_MINUTE', 120),
      autocomplete: intFromEnv(env, 'SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE', 600),
      login: intFromEnv(env, 'SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE', 10),
    },
    readWorkers: intFromEnv(env, 'SCISCOPE_READ_WORKERS', availableParallelism()),
    taskHeapMb: taskHeapFromEnv(env),
    secureCookies: env.SCISCOPE_SECURE_COOKIES === '1',
    trustProxy: env.SCISCOPE_TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    site: loadSiteConfig(env),
    retrievalIndex: retrievalIndexFromEnv(env),
    mail: mailConfigFromEnv(env, runtimeDir),
    publicUrl: publicUrlFromEnv(env, port),
    publicUrlSet: textFromEnv(env, 'SCISCOPE_PUBLIC_URL') !== undefined,
    fileExchange: fileExchangeConfigFromEnv(env, runtimeDir),
  };
}
