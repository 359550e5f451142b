import { CLAIM_LIMITS, claimResultSchema } from '@sciscope/contracts';
import {
  BibliographyError,
  clusterNameMentions,
  guessFitsName,
  nameGuessesFromEmail,
  parseAuthorName,
  personNameMatches,
  type NameCluster,
} from '@sciscope/engine';
import { z } from 'zod';
import type { AuthorshipRow, ClaimCorpusRepository } from './claim-corpus.repository';
import { requireClaimant, type Claimant, type ClaimantDeps } from './claimant';
import { claimsErrors } from './claims.errors';
import { readBibliography } from './read-bibliography';
import { matchReferences, type TitleIndexHolder } from './reference-matcher';
import type { ReferenceMatchingRepository } from './reference-matching.repository';

/*
 * Step 1 of the claim-articles wizard (`POST /api/authors/find-claim-articles/`): read the
 * bibliography, match it to the corpus, group the names printed on the matched articles into
 * clusters (the claimant's cluster selected), and suggest the other articles of same-name
 * authors that the bibliography did not list. Runs as a read operation (off the thread
 * serving HTTP); the route then stores what step 2 and 3 may claim under a token.
 */

/** Shown clusters: the claimant's, then the largest. */
const CLUSTERS_SHOWN = 12;

/** What the route stores between the steps (the claim-articles call is checked against it). */
export const claimSessionSchema = z.object({
  userId: z.number().int().nullable(),
  advisorId: z.number().int().nullable(),
  found: z.array(z.number().int()),
  suggested: z.array(z.number().int()),
  names: z.array(z.string()),
  matches: z.array(z.object({ articleId: z.number().int(), confidence: z.number(), detail: z.string() })),
  format: z.string(),
  inputCount: z.number().int(),
  notFound: z.number().int(),
});
export type ClaimSession = z.infer<typeof claimSessionSchema>;

/** The read operation's answer: the claim result without its token, and the session to store. */
export const foundClaimArticlesSchema = z.object({
  result: claimResultSchema.omit({ token: true }),
  session: claimSessionSchema,
});
export type FoundClaimArticles = z.infer<typeof foundClaimArticlesSchema>;

export interface FindClaimArticlesDeps extends ClaimantDeps {
  corpus: ClaimCorpusRepository;
  matching: ReferenceMatchingRepository;
  titleIndex: TitleIndexHolder;
}

export async function findClaimArticles(
  deps: FindClaimArticlesDeps & { text: string; attorneyToken: string | undefined },
): Promise<FoundClaimArticles> {
  const claimant = await requireClaimant(deps);
  let read;
  try {
    read = readBibliography(deps.text);
  } catch (error) {
    if (error instanceof BibliographyError) throw claimsErrors.unreadableBibliography(error.message);
    throw error;
  }
  const problems = read.problems.slice(0, 50);
  let references = read.references;
  if (references.length > CLAIM_LIMITS.maxReferences) {
    problems.push({
      line: null,
      message: `Only the first ${CLAIM_LIMITS.maxReferences} of ${references.length} references were read.`,
    });
    references = references.slice(0, CLAIM_LIMITS.maxReferences);
  }
  const matches = await matchReferences({
    references,
    format: read.format,
    titleIndex: await deps.titleIndex.get(),
    matching: deps.matching,
    corpus: deps.corpus,
  });
  const found = [...new Set(matches.map((m) => m.articleId))];
  const foundAuthorships = await deps.corpus.authorshipsOfArticles({ articleIds: found });
  const clusters = clusterNameMentions(
    foundAuthorships.map((row) => ({ articleId: row.articleId, name: row.rawName, authorId: row.authorId })),
  );
  const [profile] =
    claimant.authorId === null ? [] : await deps.corpus.authorsByIds({ authorIds: [claimant.authorId] });
  const selected = selectClusters(clusters, claimant, profile?.name ?? null);
  const shown = [...selected, ...clusters.filter((c) => !selected.includes(c))].slice(0, CLUSTERS_SHOWN);

  const suggestedAll = await suggestArticles(deps.corpus, selected, claimant, new Set(found));
  const owned =
    claimant.authorId === null
      ? new Set<number>()
      : await deps.corpus.articlesHeldBy({ articleIds: [...found, ...suggestedAll], authorIds: [claimant.authorId] });
  const suggested = suggestedAll.filter((id) => !owned.has(id)).slice(0, CLAIM_LIMITS.maxSuggested);
  const suggestedAuthorships = await deps.corpus.authorshipsOfArticles({ articleIds: suggested });
  const articles = await articleCards(
    deps.corpus,
    [...found, ...suggested],
    [...foundAuthorships, ...suggestedAuthorships],
    owned,
  );

  const matchedIndexes = new Set(matches.map((m) => m.index));
  // A pasted line is shown as typed (the page escapes it), not as the cleaned title the
  // matcher read from it; a file's entry by its title, its source when it has none.
  const notFound = references
    .filter((r) => !matchedIndexes.has(r.index))
    .map((r) => ({ index: r.index, text: read.format === 'text' ? r.source : (r.title ?? r.source) }));
  return {
    result: {
      articles,
      articles_ids_found: found,
      articles_ids_suggested: suggested,
      input_count: references.length,
      format: read.format,
      name_clusters: shown.map((c) => ({
        names: c.names,
        articles_ids: c.articleIds,
        authors_ids: c.authorIds,
        selected: selected.includes(c),
      })),
      not_found: notFound,
      matches: matches.map((m) => ({
        index: m.index,
        article_id: m.articleId,
        confidence: m.confidence,
        reason: m.reason,
        detail: m.detail,
      })),
      problems,
    },
    session: {
      userId: claimant.userId,
      advisorId: claimant.advisor?.id ?? null,
      found,
      suggested,
      names: [...new Set([...clusters.flatMap((c) => c.names), ...suggestedAuthorships.map((a) => a.rawName)])],
      matches: matches.map((m) => ({ articleId: m.articleId, confidence: m.confidence, detail: m.detail })),
      format: read.format,
      inputCount: references.length,
      notFound: notFound.length,
    },
  };
}

/**
 * The claimant's clusters: those holding their linked profile, or a name that is a form of
 * theirs (the account's or recommender's name, the linked profile's name, or what their e-mail
 * spells). None when no printed name is theirs: the claimant then picks the names. Guessing
 * (say, the largest cluster) would tick a co-author's name, one click away from claiming it.
 */
function selectClusters(clusters: NameCluster[], claimant: Claimant, profileName: string | null): NameCluster[] {
  const guesses = claimant.email ? nameGuessesFromEmail(claimant.email) : [];
  const ownNames = [claimant.name, profileName].filter((name): name is string => name !== null && name !== '');
  return clusters.filter(
    (c) =>
      (claimant.authorId !== null && c.authorIds.includes(claimant.authorId)) ||
      c.names.some(
        (name) =>
          ownNames.some((own) => personNameMatches(own, name)) ||
          guesses.some((g) => guessFitsName(g, parseAuthorName(name))),
      ),
  );
}

/** Other articles of the claimant's clusters' authors and of same-name authors, most cited first. */
async function suggestArticles(
  corpus: ClaimCorpusRepository,
  clusters: NameCluster[],
  claimant: Claimant,
  found: Set<number>,
): Promise<number[]> {
  if (clusters.length === 0) return [];
  const authorIds = new Set(clusters.flatMap((c) => c.authorIds));
  const fullest = clusters.map((c) => [...c.names].sort((a, b) => b.length - a.length)[0]!);
  for (const author of await corpus.authorsByNameKeys({ keys: clusters.map((c) => c.blockKey), limit: 200 })) {
    if (fullest.some((name) => personNameMatches(name, author.name))) authorIds.add(author.id);
  }
  if (claimant.authorId !== null) authorIds.delete(claimant.authorId);
  const ids = await corpus.articleIdsOfAuthors({
    authorIds: [...authorIds],
    limit: CLAIM_LIMITS.maxSuggested * 2 + found.size,
  });
  return ids.filter((id) => !found.has(id));
}

async function articleCards(
  corpus: ClaimCorpusRepository,
  articleIds: number[],
  authorships: AuthorshipRow[],
  owned: Set<number>,
) {
  const printed = new Map<number, Array<{ authorId: number; name: string }>>();
  for (const row of authorships) {
    const list = printed.get(row.articleId) ?? [];
    // 50 names are plenty for a card: the list collapses above 10 anyway.
    if (list.length < 50) list.push({ authorId: row.authorId, name: row.rawName });
    printed.set(row.articleId, list);
  }
  return (await corpus.articleCards({ articleIds })).map((card) => ({
    article_id: card.id,
    title: card.title,
    authors: printed.get(card.id) ?? [],
    authors_count: card.authorsCount,
    year: card.year,
    venue: card.venue,
    citations_count: card.citationsCount,
    owned: owned.has(card.id),
  }));
}
