/**
 * The request mix of the load bench (`npm run bench:load`), built from a sample of the corpus
 * so that every request asks something different: no answer can come from a cache.
 *
 * Out of every 10 requests: 5 searches, 3 autocomplete calls, 2 author pages.
 * - searches: two words of a title (`graph attention`), every third one a phrase
 *   (`"graph attention"`), every fourth sorted by date and every seventh by citations;
 * - autocomplete: a word and the start of the next one (`graph att`) for the search box,
 *   every third call an author's surname start (`type=authors`), every fifth a concept lookup;
 * - author pages: `/api/authors/{id}/full`, every third sorted by citations.
 */

/** Words too common to make a query tell articles apart. */
const STOP_WORDS = new Set(
  'about after also among and are based between both but can from for has have into its more not of on or our over such than that the their these this through towards under using via what when which while with within without'.split(
    ' ',
  ),
);

/** Lower-case words of at least four letters, without stop words. */
export function queryWords(title: string): string[] {
  return (title.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/** Distinct search paths, as many as the titles give (pairs of neighbouring words). */
export function searchPaths(titles: readonly string[]): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const title of titles) {
    const words = queryWords(title);
    for (let i = 0; i + 1 < words.length; i++) {
      const n = paths.length;
      const pair = `${words[i]} ${words[i + 1]}`;
      const q = n % 3 === 2 ? `"${pair}"` : pair;
      const sort = n % 7 === 6 ? 'citations' : n % 4 === 3 ? 'date' : 'relevance';
      const path = `/api/search?${new URLSearchParams({ q, sort })}`;
      if (seen.has(path)) continue;
      seen.add(path);
      paths.push(path);
    }
  }
  return paths;
}

/** Distinct autocomplete paths from titles (search box, concepts) and author names. */
export function autocompletePaths(titles: readonly string[], authorNames: readonly string[]): string[] {
  const seen = new Set<string>();
  const fromTitles: string[] = [];
  for (const title of titles) {
    const words = queryWords(title);
    for (let i = 0; i + 1 < words.length; i++) {
      const next = words[i + 1]!;
      const query = `${words[i]} ${next.slice(0, 2 + (i % 3))}`;
      const n = fromTitles.length;
      const path =
        n % 5 === 4
          ? `/api/autocomplete/concepts?${new URLSearchParams({ query: next.slice(0, 3 + (i % 4)) })}`
          : `/api/autocomplete/search-input?${new URLSearchParams({ type: 'all', query })}`;
      if (seen.has(path)) continue;
      seen.add(path);
      fromTitles.push(path);
    }
  }
  const fromAuthors: string[] = [];
  for (const name of authorNames) {
    const surname = name.split(/\s+/).pop() ?? '';
    if (surname.length < 3) continue;
    const query = surname.slice(0, Math.min(surname.length, 3 + (fromAuthors.length % 4)));
    const first = name.split(/\s+/)[0] ?? '';
    const path = `/api/autocomplete/search-input?${new URLSearchParams({ type: 'authors', query: `${first.slice(0, 1)} ${query}` })}`;
    if (seen.has(path)) continue;
    seen.add(path);
    fromAuthors.push(path);
  }
  // One in three from the author names while they last.
  const paths: string[] = [];
  let t = 0;
  let a = 0;
  while (t < fromTitles.length || a < fromAuthors.length) {
    const takeAuthor = paths.length % 3 === 2 ? a < fromAuthors.length : t >= fromTitles.length;
    paths.push(takeAuthor ? fromAuthors[a++]! : fromTitles[t++]!);
  }
  return paths;
}

/** Author-page paths, one per author. */
export function authorPaths(authorIds: readonly number[]): string[] {
  return authorIds.map(
    (id, n) => `/api/authors/${id}/full?${new URLSearchParams({ sort: n % 3 === 2 ? 'citations' : 'date' })}`,
  );
}

/** Requests per kind in every block of 10. */
export const LOAD_MIX = { search: 5, autocomplete: 3, author: 2 } as const;

/**
 * Hands out the mixed requests in order; each path is used once. `next()` returns null once
 * a kind is used up (the caller sizes the sample so that this does not happen).
 */
export function createRequestMix({
  search,
  autocomplete,
  author,
}: {
  search: readonly string[];
  autocomplete: readonly string[];
  author: readonly string[];
}) {
  const pattern = [
    ...Array<'search'>(LOAD_MIX.search).fill('search'),
    ...Array<'autocomplete'>(LOAD_MIX.autocomplete).fill('autocomplete'),
    ...Array<'author'>(LOAD_MIX.author).fill('author'),
  ];
  // Interleaved (s a s u s a s u s a) so that every short stretch of requests is mixed.
  const order = [0, 5, 1, 8, 2, 6, 3, 9, 4, 7].map((i) => pattern[i]!);
  const lists = { search, autocomplete, author };
  const used = { search: 0, autocomplete: 0, author: 0 };
  let sent = 0;
  return {
    next(): string | null {
      const kind = order[sent % order.length]!;
      const path = lists[kind][used[kind]];
      if (path === undefined) return null;
      used[kind]++;
      sent++;
      return path;
    },
    /** Requests handed out so far. */
    get sent() {
      return sent;
    },
    /** How many more requests can be handed out before a kind runs out. */
    get remaining() {
      return Math.min(
        ...(['search', 'autocomplete', 'author'] as const).map((kind) =>
          Math.floor(((lists[kind].length - used[kind]) * order.length) / LOAD_MIX[kind]),
        ),
      );
    },
  };
}
