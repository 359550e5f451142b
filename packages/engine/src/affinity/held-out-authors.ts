/**
 * A second evaluation set for affinity, built from the corpus itself: "does the engine
 * recognise an author's next papers?". It complements the reviewer gold standard (29
 * reviewers) with hundreds of authors, so that a constant has to work on both.
 *
 * Definition (deterministic: it depends only on the works given):
 * - Eligible works have a year and an abstract of at least `minAbstractWords` words.
 * - Reviewers are authors with a source identifier (`acl:…`, `ieee:…`, `openreview:~…`;
 *   name-only authorships are left out because their identity is a guess) and at least
 *   `minWorks` eligible works. At most `perNamespace` of them per identifier namespace,
 *   taken in the order of a hash of the id, so that robotics (IEEE ids) does not swamp
 *   NLP (ACL) and ML (OpenReview).
 * - Each reviewer's `heldOut` most recent works (ties by a hash of the work id) are the
 *   papers to recognise; the next `profileSize` most recent works are the profile (the
 *   gold standard's archives also hold up to 20 papers), so the profile predates the
 *   papers, as a reviewer's publications predate the submissions.
 * - Each reviewer rates their own held-out works 5 and `negatives` held-out works of other
 *   reviewers 1. Negatives come first from the venues of the reviewer's own held-out works
 *   (same community, so the words of the field do not suffice), then from the same
 *   namespace, never a work the reviewer wrote (by id or by displayed name).
 * The loss of the gold standard then is 1 − AUC per reviewer, pooled.
 */
/** What the set needs of a corpus work. */
export interface HeldOutWork {
  id: string;
  year: number | null;
  /** Venue (or venue file) the work appeared in. */
  venue: string;
  abstractWords: number;
  authors: ReadonlyArray<{ externalId: string | null; name: string }>;
}

export interface HeldOutProfileEntry {
  workId: string;
  /** 0-based position of the reviewer in the author list, and the list's length. */
  position: number;
  authorsCount: number;
}

export interface HeldOutReviewer {
  id: string;
  namespace: string;
  profile: HeldOutProfileEntry[];
  heldOut: string[];
}

export interface HeldOutAuthorSet {
  reviewers: HeldOutReviewer[];
  /** `{reviewerId: {workId: rating}}`: 5 for the reviewer's own held-out works, 1 for the others. */
  ratings: Record<string, Record<string, number>>;
  /** Every work that is rated by some reviewer (to leave out of model training). */
  heldOutWorkIds: Set<string>;
}

export interface HeldOutAuthorSetOptions {
  minWorks: number;
  minAbstractWords: number;
  perNamespace: number;
  heldOut: number;
  profileSize: number;
  negatives: number;
}

export const DEFAULT_HELD_OUT_OPTIONS: HeldOutAuthorSetOptions = {
  minWorks: 6,
  minAbstractWords: 20,
  perNamespace: 200,
  heldOut: 2,
  profileSize: 20,
  negatives: 10,
};

/** FNV-1a of a string: a stable, platform-independent order for "random" choices. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // A final avalanche so that ids differing in the last character spread over the range.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** Builds the held-out author set from corpus works; see the module comment. */
export function buildHeldOutAuthorSet({
  works,
  options = DEFAULT_HELD_OUT_OPTIONS,
}: {
  works: readonly HeldOutWork[];
  options?: HeldOutAuthorSetOptions;
}): HeldOutAuthorSet {
  const byAuthor = new Map<string, Array<{ work: HeldOutWork; position: number }>>();
  const nameOf = new Map<string, string>();
  for (const work of works) {
    if (work.year === null || work.abstractWords < options.minAbstractWords) continue;
    work.authors.forEach((author, position) => {
      if (!author.externalId) return;
      let list = byAuthor.get(author.externalId);
      if (!list) byAuthor.set(author.externalId, (list = []));
      // Repeated author lines of one work count once.
      if (list.length === 0 || (list[list.length - 1] as { work: HeldOutWork }).work !== work)
        list.push({ work, position });
      if (!nameOf.has(author.externalId)) nameOf.set(author.externalId, nameKey(author.name));
    });
  }
  const candidates = Array.from(byAuthor.entries())
    .filter(([, list]) => list.length >= options.minWorks)
    .map(([id]) => id)
    .sort((a, b) => stableHash(a) - stableHash(b) || (a < b ? -1 : 1));
  const perNamespace = new Map<string, number>();
  const reviewers: HeldOutReviewer[] = [];
  for (const id of candidates) {
    const namespace = id.includes(':') ? id.slice(0, id.indexOf(':')) : '';
    const taken = perNamespace.get(namespace) ?? 0;
    if (taken >= options.perNamespace) continue;
    perNamespace.set(namespace, taken + 1);
    const list = (byAuthor.get(id) as Array<{ work: HeldOutWork; position: number }>)
      .slice()
      .sort(
        (a, b) =>
          (b.work.year as number) - (a.work.year as number) ||
          stableHash(a.work.id) - stableHash(b.work.id) ||
          (a.work.id < b.work.id ? -1 : 1),
      );
    reviewers.push({
      id,
      namespace,
      heldOut: list.slice(0, options.heldOut).map((entry) => entry.work.id),
      profile: list.slice(options.heldOut, options.heldOut + options.profileSize).map((entry) => ({
        workId: entry.work.id,
        position: entry.position,
        authorsCount: entry.work.authors.length,
      })),
    });
  }
  reviewers.sort((a, b) => (a.id < b.id ? -1 : 1));

  const workById = new Map(works.map((work) => [work.id, work]));
  const heldOutWorkIds = new Set(reviewers.flatMap((r) => r.heldOut));
  const pool = Array.from(heldOutWorkIds, (workId) => workById.get(workId) as HeldOutWork);
  const ratings: Record<string, Record<string, number>> = {};
  for (const reviewer of reviewers) {
    const ownName = nameOf.get(reviewer.id) ?? '';
    const own = new Set(reviewer.heldOut);
    const venues = new Set(reviewer.heldOut.map((workId) => (workById.get(workId) as HeldOutWork).venue));
    const wrote = (work: HeldOutWork): boolean =>
      work.authors.some((a) => a.externalId === reviewer.id || (ownName.length > 0 && nameKey(a.name) === ownName));
    const order = (work: HeldOutWork): number => stableHash(`${reviewer.id}|${work.id}`);
    const eligible = pool.filter((work) => !own.has(work.id) && !wrote(work));
    const sameVenue = eligible.filter((work) => venues.has(work.venue)).sort((a, b) => order(a) - order(b));
    const sameNamespace = eligible
      .filter(
        (work) =>
          !venues.has(work.venue) && work.authors.some((a) => a.externalId?.startsWith(`${reviewer.namespace}:`)),
      )
      .sort((a, b) => order(a) - order(b));
    const negatives = [...sameVenue, ...sameNamespace].slice(0, options.negatives);
    const row: Record<string, number> = {};
    for (const workId of reviewer.heldOut) row[workId] = 5;
    for (const work of negatives) row[work.id] = 1;
    ratings[reviewer.id] = row;
  }
  return { reviewers, ratings, heldOutWorkIds };
}
