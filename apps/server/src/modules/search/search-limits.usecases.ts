import { createHmac } from 'node:crypto';
import type { SessionUser } from '../../app/auth/auth.types';
import { searchErrors } from './search.errors';
import type { SearchLimitsRepository } from './search-limits.repository';

/**
 * The daily search cap (spec 01 sections 6 and 8).
 *
 * Who is counted:
 * - a logged-in user by account (`user:{id}`), whatever device they search from;
 * - a guest by client: an HMAC (keyed with the server secret) of the client IP and the
 *   User-Agent header (`guest:{hex}`). Not a cookie: a guest can drop a cookie with one
 *   click and start afresh, while IP + User-Agent survives that and still separates the
 *   browsers of an office or campus behind one NAT address. The HMAC keeps raw addresses
 *   out of the table (a plain hash of an IPv4 address is trivially reversed).
 *
 * Days are UTC calendar days. Every accepted `/api/search` call counts (further pages too:
 * the counter is 'search-calls-count'); a query rejected as malformed does not, since it is
 * refused before any database work.
 */
export interface SearchClient {
  key: string;
  isAnonymous: boolean;
}

/** Searches per day; 0 = unlimited. */
export interface SearchLimits {
  guestSearchLimit: number;
  userSearchLimit: number;
}

/** The counter key of a request's client (see above). */
export function searchClientOf({
  user,
  ip,
  userAgent,
  secret,
}: {
  user: SessionUser | null;
  ip: string;
  userAgent: string | undefined;
  secret: string;
}): SearchClient {
  if (user) return { key: `user:${user.id}`, isAnonymous: false };
  const digest = createHmac('sha256', secret)
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return { key: `guest:${digest}`, isAnonymous: true };
}

/** Today's UTC date as `YYYY-MM-DD`. */
export function searchDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Days of counters kept (yesterday's are useful when looking into complaints). */
const KEEP_DAYS = 2;
/** Old counters are swept at most this often per repository (one per app). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const lastSweep = new WeakMap<SearchLimitsRepository, number>();

/**
 * Counts one search of `client` for today, or throws `search.limit_exceeded` (429) when its
 * daily limit is used up. Returns the searches used today and the limit.
 *
 * A limit of 0 means unlimited: nothing is counted and no row is written, so an unlimited
 * client's searches never wait behind a database write (reads run in parallel, writes do not).
 */
export async function consumeSearchAllowance({
  searchLimits: repository,
  limits,
  client,
  now = new Date(),
}: {
  searchLimits: SearchLimitsRepository;
  limits: SearchLimits;
  client: SearchClient;
  now?: Date;
}): Promise<{ used: number | null; limit: number }> {
  const limit = client.isAnonymous ? limits.guestSearchLimit : limits.userSearchLimit;
  if (limit === 0) return { used: null, limit };
  const used = await repository.consume({ clientKey: client.key, day: searchDay(now), limit });
  if (used === null) throw searchErrors.limitExceeded({ limit, isAnonymous: client.isAnonymous });
  await sweepOldCounters({ repository, now });
  return { used, limit };
}

async function sweepOldCounters({ repository, now }: { repository: SearchLimitsRepository; now: Date }): Promise<void> {
  const last = lastSweep.get(repository) ?? 0;
  if (now.getTime() - last < SWEEP_INTERVAL_MS) return;
  lastSweep.set(repository, now.getTime());
  const cutoff = searchDay(new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000));
  await repository.deleteBefore({ day: cutoff });
}
