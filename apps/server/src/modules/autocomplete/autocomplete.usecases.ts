import {
  AUTOCOMPLETE_CONCEPT_LABEL_LENGTH,
  AUTOCOMPLETE_LABEL_LENGTH,
  AUTOCOMPLETE_MAX_RESULTS,
  AUTOCOMPLETE_MIN_QUERY_LENGTH,
  authorPath,
  conceptSearchPath,
  cutLabel,
  readableTex,
  searchQueryPath,
  type AutocompleteConceptsResponse,
  type AutocompleteSearchInputResponse,
  type ConceptSuggestion,
  type Suggestion,
} from '@sciscope/contracts';
import {
  foldNameText,
  formatSearchQuery,
  matchTypedName,
  nameSearchWords,
  typedWordPrefixes,
  type NameSearchMatch,
} from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { textKey } from '../../app/database/text-key';
import type {
  ArticleCandidate,
  AuthorCandidate,
  AutocompleteRepository,
  ConceptCandidate,
} from './autocomplete.repository';

/**
 * Suggestions while typing (spec 01 sections 2, 5 and 9): nothing under 2 characters, at
 * most 10 suggestions, labels cut to 65 characters (70 in the concept search) with '…'.
 * Everything here is public data (`autocomplete.run`).
 */

/** What the suggestion use cases read, and for whom. */
interface SuggestArgs {
  autocomplete: AutocompleteRepository;
  access: AccessRepository;
  user: Actor;
  query: string;
}

function normalizedInput(query: string): string | null {
  const text = query.replace(/\s+/g, ' ').trim();
  return Array.from(text).length >= AUTOCOMPLETE_MIN_QUERY_LENGTH ? text : null;
}

/** How well a key matches: exact, prefix, word prefix, anywhere. */
function matchClass(matchedKey: string, key: string): number {
  if (matchedKey === key) return 0;
  if (matchedKey.startsWith(key)) return 1;
  if (matchedKey.includes(` ${key}`)) return 2;
  return 3;
}

/**
 * Concepts matching `text` by name or literal: exact, then prefix, word prefix, substring; within a
 * class a concept matched by its name before one matched by another literal (walk 12: "computer vi"
 * offered "Tracking (computer vision tracking)" above "Computer vision"); then DF.
 */
async function findConcepts({
  repository,
  text,
  limit,
}: {
  repository: AutocompleteRepository;
  text: string;
  limit: number;
}): Promise<Array<ConceptCandidate & { rank: number }>> {
  const key = textKey(text);
  let rows = await repository.findConceptsByPrefix({ key });
  if (new Set(rows.map((r) => r.conceptId)).size < limit) {
    rows = rows.concat(await repository.findConceptsBySubstring({ key }));
  }
  const best = new Map<number, ConceptCandidate & { rank: number }>();
  for (const row of rows) {
    const rank = matchClass(row.matchedKey, key);
    const current = best.get(row.conceptId);
    // The name wins over a literal of the same class: it needs no explanation in the label.
    const better =
      !current ||
      rank < current.rank ||
      (rank === current.rank && row.matched === row.name && current.matched !== current.name);
    if (better) best.set(row.conceptId, { ...row, rank });
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        byLiteral(a) - byLiteral(b) ||
        b.df - a.df ||
        a.name.length - b.name.length ||
        a.conceptId - b.conceptId,
    )
    .slice(0, limit);
}

/** 0 when the concept was matched by its name, 1 by another of its literals. */
function byLiteral(candidate: ConceptCandidate): number {
  return textKey(candidate.matched) === textKey(candidate.name) ? 0 : 1;
}

function conceptLabel(candidate: ConceptCandidate, max: number): string {
  const viaLiteral = textKey(candidate.matched) !== textKey(candidate.name);
  return cutLabel(viaLiteral ? `${candidate.name} (${candidate.matched})` : candidate.name, max);
}

/** `GET /api/autocomplete/concepts?query=`: concepts for badges and concept lookups. */
export async function autocompleteConcepts({
  autocomplete,
  access,
  user,
  query,
}: SuggestArgs): Promise<AutocompleteConceptsResponse> {
  await requireAccess({ access, user, permission: 'autocomplete.run' });
  const text = normalizedInput(query);
  if (!text) return { results: [], total: 0, success: true };
  const found = await findConcepts({ repository: autocomplete, text, limit: AUTOCOMPLETE_MAX_RESULTS });
  const results: ConceptSuggestion[] = found.map((c) => ({
    id: c.conceptId,
    value: c.name,
    label: conceptLabel(c, AUTOCOMPLETE_CONCEPT_LABEL_LENGTH),
    type: 'concept',
    url: conceptSearchPath(c.conceptId),
  }));
  return { results, total: results.length, success: true };
}

const NAME_MATCH_ORDER: Record<Exclude<NameSearchMatch, 'none'>, number> = { exact: 0, spelling: 1, prefix: 2 };

/**
 * Authors whose name has a word starting with each typed word, in any spelling of it
 * ("Schölkopf", "Scholkopf" and "Schoelkopf" find each other, see `matchTypedName`): exact
 * names first, then the same name spelt otherwise, then most articles.
 */
async function findAuthors({
  repository,
  text,
  limit,
}: {
  repository: AutocompleteRepository;
  text: string;
  limit: number;
}): Promise<AuthorCandidate[]> {
  const typed = nameSearchWords(text);
  // Name keys start with the surname (in its key form), which may be any typed word; initials
  // are too short to look up. The plain folded form is looked up too, for keys stored otherwise.
  const looked = typed
    .map((word, i) => ({ word, halfTyped: i === typed.length - 1 }))
    .filter(({ word }) => word.folded.length >= 2)
    .slice(0, 4);
  const prefixes = [
    ...new Set(
      looked
        .flatMap(({ word, halfTyped }) => [...typedWordPrefixes(word, { halfTyped }), word.folded])
        .filter((prefix) => prefix.length >= 2),
    ),
  ];
  if (prefixes.length === 0) return [];
  const found = new Map<number, AuthorCandidate>();
  for (const rows of await Promise.all(prefixes.map((prefix) => repository.findAuthorsByKeyPrefix({ prefix })))) {
    for (const row of rows) found.set(row.id, row);
  }
  const scored = [...found.values()].flatMap((author) => {
    const match = matchTypedName(typed, nameSearchWords(author.name));
    return match === 'none' ? [] : [{ author, order: NAME_MATCH_ORDER[match] }];
  });
  return scored
    .sort(
      (a, b) =>
        a.order - b.order ||
        b.author.articlesCount - a.author.articlesCount ||
        a.author.name.localeCompare(b.author.name) ||
        a.author.id - b.author.id,
    )
    .slice(0, limit)
    .map((s) => s.author);
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

/**
 * Articles whose title holds the typed words in order, the last one as a prefix: titles
 * starting with the text first, then containing it, then most cited. The index holds stems
 * ("learn" for "learning"), so a half-typed "learni" finds no stem; when the words find too
 * few titles, the last word is tried shorter and only titles with a word that really starts
 * with it are kept ("learni" → "learning", but "hinton" does not bring "hindsight").
 */
async function findArticles({
  repository,
  text,
  limit,
}: {
  repository: AutocompleteRepository;
  text: string;
  limit: number;
}): Promise<ArticleCandidate[]> {
  const words = wordsOf(text).slice(0, 12);
  const last = words[words.length - 1];
  if (!last) return [];
  const rows = await repository.findArticlesByTitleWords({ words });
  if (rows.length < limit && last.length >= 6) {
    const shorter = [...words.slice(0, -1), last.slice(0, Math.max(3, last.length - 3))];
    const seen = new Set(rows.map((r) => r.id));
    const typed = foldNameText(last);
    for (const row of await repository.findArticlesByTitleWords({ words: shorter })) {
      if (!seen.has(row.id) && wordsOf(foldNameText(row.title)).some((w) => w.startsWith(typed))) rows.push(row);
    }
  }
  const lower = text.toLowerCase();
  const rank = (title: string) => {
    const t = title.toLowerCase();
    return t.startsWith(lower) ? 0 : t.includes(lower) ? 1 : 2;
  };
  return rows
    .map((row) => ({ row, rank: rank(row.title) }))
    .sort((a, b) => a.rank - b.rank || b.row.citationsCount - a.row.citationsCount || b.row.id - a.row.id)
    .slice(0, limit)
    .map((r) => r.row);
}

/** Where an article suggestion leads: its DOI (a direct hit), else a search for its title. */
function articleUrl(article: ArticleCandidate): string {
  if (article.doi) return searchQueryPath(`doi:${article.doi}`);
  const words = article.title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return searchQueryPath(formatSearchQuery({ kind: 'phrase', field: 'title', words }));
}

/** An article in the search box list. */
export const articleSuggestion = (a: ArticleCandidate): Suggestion => ({
  id: a.id,
  value: a.title,
  // Inline TeX of a title reads as text in the list ("$\ell_1$" as "ℓ₁").
  label: cutLabel(readableTex(a.title), AUTOCOMPLETE_LABEL_LENGTH),
  type: 'article',
  url: articleUrl(a),
  title: readableTex(a.title),
});

const authorSuggestion = (a: AuthorCandidate): Suggestion => ({
  id: a.id,
  value: a.name,
  label: cutLabel(a.name, AUTOCOMPLETE_LABEL_LENGTH),
  type: 'author',
  url: authorPath(a.id, a.name),
  title: a.name,
});

/**
 * Authors as suggestions with what tells same-name people apart (latest affiliation, articles,
 * active years): the person pickers and the search box both list them (walk: two corpus profiles
 * both read "Sergey Levine / Author").
 */
async function authorSuggestions({
  repository,
  authors,
}: {
  repository: AutocompleteRepository;
  authors: readonly AuthorCandidate[];
}): Promise<Suggestion[]> {
  const affiliations = await repository.latestAffiliations({ authorIds: authors.map((a) => a.id) });
  return authors.map((a) => ({
    ...authorSuggestion(a),
    details: {
      affiliation: affiliations.get(a.id) ?? null,
      articlesCount: a.articlesCount,
      firstYear: a.firstYear,
      lastYear: a.lastYear,
    },
  }));
}

const conceptSuggestion = (c: ConceptCandidate): Suggestion => ({
  id: c.conceptId,
  value: c.name,
  label: conceptLabel(c, AUTOCOMPLETE_LABEL_LENGTH),
  type: 'concept',
  url: conceptSearchPath(c.conceptId),
  title: c.name,
});

/** Places per kind in the mixed list (after the 'Search for' entry); unused places go to the others. */
const MIXED_SHARE = 3;

/**
 * `GET /api/autocomplete/search-input?type=all|authors&query=`: for `all`, a 'Search for …'
 * entry, then articles (title contains the text), concepts and authors, three of each, with
 * places a kind leaves unused filled by the others; for `authors`, authors only. Authors carry
 * their `details` in both.
 */
export async function autocompleteSearchInput({
  autocomplete: repository,
  access,
  user,
  query,
  type,
}: SuggestArgs & { type: 'all' | 'authors' }): Promise<AutocompleteSearchInputResponse> {
  await requireAccess({ access, user, permission: 'autocomplete.run' });
  const text = normalizedInput(query);
  if (!text) return { results: [], total: 0, success: true };
  if (type === 'authors') {
    // Picking a person (panel members, custom people): same-name authors need telling apart. An
    // author id ("2264" or "#2264", as the author pages and exports show them) picks that author.
    const byId = /^#?(\d{1,9})$/.exec(text);
    const authors = byId
      ? await repository.findAuthorById({ id: Number(byId[1]) })
      : await findAuthors({ repository, text, limit: AUTOCOMPLETE_MAX_RESULTS });
    const results = await authorSuggestions({ repository, authors });
    return { results, total: results.length, success: true };
  }
  const ui: Suggestion = {
    id: 0,
    value: text,
    label: cutLabel(`Search for "${text}"`, AUTOCOMPLETE_LABEL_LENGTH),
    type: 'ui',
    url: searchQueryPath(text),
    title: `Search for "${text}"`,
  };
  const room = AUTOCOMPLETE_MAX_RESULTS - 1;
  const [articles, concepts, authors] = await Promise.all([
    findArticles({ repository, text, limit: room }),
    findConcepts({ repository, text, limit: room }),
    findAuthors({ repository, text, limit: room }),
  ]);
  const counts = [articles.length, concepts.length, authors.length];
  const taken = counts.map((n) => Math.min(n, MIXED_SHARE));
  let free = room - taken.reduce((sum, n) => sum + n, 0);
  for (let i = 0; i < counts.length && free > 0; i++) {
    const extra = Math.min(free, (counts[i] ?? 0) - (taken[i] ?? 0));
    taken[i] = (taken[i] ?? 0) + extra;
    free -= extra;
  }
  const [articlesTaken = 0, conceptsTaken = 0, authorsTaken = 0] = taken;
  // Details only for the authors shown: their affiliations are one more read.
  const shownAuthors = await authorSuggestions({ repository, authors: authors.slice(0, authorsTaken) });
  const results = [
    ui,
    ...articles.slice(0, articlesTaken).map(articleSuggestion),
    ...concepts.slice(0, conceptsTaken).map(conceptSuggestion),
    ...shownAuthors,
  ];
  return { results, total: results.length, success: true };
}
