/**
 * Ranked candidates as the rows of spec 03 "Referee (candidate)": the explanation (per-article
 * scores, most relevant articles with their matched concepts, concepts shared with the
 * document), the conflict evidence with titles and names, affiliations with years. Only the
 * rows shown are shaped, so the titles and concepts are read for at most a page.
 */
import type { Referee } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { createRefereesFactsRepository, ownWorksCounts } from './referees-facts.repository';
import type { Prepared } from './referees-prepare.usecases';
import { candidateJif, institutionsOf, type RankedCandidate } from './referees-ranking.usecases';

const rounded = (value: number | null) => (value === null ? null : Number(value.toFixed(3)));
import { academicAge, representationText, sharedWordsWith } from '@sciscope/engine';
import { createRetrievalRepository } from '../retrieval/retrieval.repository';

/** Most relevant articles per row. */
export const MOST_RELEVANT_ARTICLES = 5;
/** Shared words named per most relevant article. */
export const MATCHED_WORDS = 5;
/** Per-article scores per row (the graph's points). */
const SCORES_SHOWN = 100;

/** Shapes `candidates` (a page, or custom rows) into referee rows. */
export async function refereeRows({
  db,
  prepared,
  candidates,
  outOfSample,
  groups,
}: {
  db: Db;
  prepared: Prepared;
  candidates: readonly RankedCandidate[];
  outOfSample: boolean;
  /** The authors groups the caller may use, by id (their names and labels). */
  groups: ReadonlyMap<number, { display_name: string; label: string }>;
}): Promise<Referee[]> {
  if (candidates.length === 0) return [];
  const facts = createRefereesFactsRepository({ db });
  const { ranking, doc, quotas, referenceYear, settings } = prepared;
  const scoredIds = [...new Set(candidates.flatMap((c) => Array.from(c.articleIds)))];
  const topIds = [...new Set(candidates.flatMap((c) => Array.from(c.articleIds.subarray(0, MOST_RELEVANT_ARTICLES))))];
  const paperIds = [...new Set(candidates.flatMap((c) => c.coauthored.slice(0, 20).map((p) => p.articleId)))];
  const { words } = ranking;
  const [identities, concepts, summaries, ownWorks, texts] = await Promise.all([
    facts.identities(candidates.map((c) => c.authorId)),
    facts.articleConcepts(scoredIds, [...ranking.concepts.keys()]),
    facts.articleSummaries([...new Set([...topIds, ...paperIds])]),
    quotas.has('author_positions')
      ? ownWorksCounts(
          db,
          candidates.map((c) => c.authorId),
        )
      : Promise.resolve(null),
    // The most relevant articles' words, for what they share with the document (a ranking by words).
    words ? createRetrievalRepository({ db }).articleTexts(topIds) : Promise.resolve(null),
  ]);
  const matchedWords = new Map<number, string[]>();
  if (words && texts) {
    const shared = sharedWordsWith(words.model.lexical, words.query);
    for (const [id, text] of texts) matchedWords.set(id, shared(representationText(text), MATCHED_WORDS));
  }
  const conceptName = (id: number) => ranking.concepts.get(id)?.name ?? '';
  const docAuthorName = (i: number) => doc.authors[i]?.name ?? '';
  const seesGender = quotas.has('gender_info');
  const coiSince = referenceYear - settings.coauthorship_coi_years + 1;

  return candidates.map((c) => {
    const shared = new Map<number, number>();
    for (const id of c.articleIds)
      for (const conceptId of concepts.get(id) ?? []) shared.set(conceptId, (shared.get(conceptId) ?? 0) + 1);
    const labels: string[] = [];
    if (c.isCustom) labels.push('custom');
    if (c.isDocumentAuthor) labels.push('document_author');
    // A linked document author is that author, not possibly one.
    const possibleOf = c.isDocumentAuthor ? [] : (prepared.possibleDocumentAuthors.get(c.authorId) ?? []);
    if (c.recentlyCoauthoredCount > 0 || c.shared.some((s) => s.isRecent) || c.externalCoI || possibleOf.length > 0)
      labels.push('coi');
    return {
      author: {
        id: c.authorId,
        name: identities.get(c.authorId)?.name ?? '',
        gender: seesGender ? c.facts.gender : null,
        manualGender: seesGender ? c.facts.manualGender : null,
        orcid: identities.get(c.authorId)?.orcid ?? null,
        datedAffiliations: institutionsOf(prepared.corpus, c.authorId).map((i) => ({
          value: i.name,
          city: null,
          country: i.countryName,
          startYear: i.firstYear,
          endYear: i.lastYear,
          count: i.count,
          institutionId: i.institutionId,
          countryCode: i.countryCode,
          type: i.type,
        })),
      },
      position: outOfSample ? null : c.position,
      score: c.score,
      scores: Array.from(c.articleScores.subarray(0, SCORES_SHOWN)),
      maxArticleScore: c.articleScores.length > 0 ? (c.articleScores[0] as number) : 0,
      scoredArticlesCount: c.articleIds.length,
      articlesCount: c.facts.articlesCount,
      hIndex: c.facts.hIndex,
      citationsCount: c.facts.citationsCount,
      articlesWithCitationsCount: c.facts.articlesWithCitationsCount,
      academicAge: academicAge({ firstYear: c.facts.firstYear, currentYear: referenceYear }),
      lastArticleYear: c.facts.lastYear,
      ownWorksCount: ownWorks ? (ownWorks.get(c.authorId) ?? 0) : null,
      scoreTopic: c.scoreTopic,
      mostRelevantConcepts: [...shared.entries()]
        .map(([id, count]) => ({
          id,
          name: conceptName(id),
          articlesCount: count,
          weight: ranking.conceptWeights.get(id) ?? 0,
        }))
        .sort((a, b) => b.articlesCount * b.weight - a.articlesCount * a.weight || a.id - b.id)
        .slice(0, 12),
      mostRelevantArticles: Array.from(c.articleIds.subarray(0, MOST_RELEVANT_ARTICLES), (id, i) => {
        const summary = summaries.get(id);
        return {
          id,
          title: summary?.title ?? '',
          year: summary?.year ?? null,
          journal: summary?.journal ?? null,
          score: c.articleScores[i] as number,
          matchedConcepts: (concepts.get(id) ?? []).map((conceptId) => ({
            id: conceptId,
            name: conceptName(conceptId),
          })),
          matchedWords: matchedWords.get(id) ?? [],
        };
      }),
      coauthoredArticles: c.coauthored.slice(0, 20).map((p) => ({
        id: p.articleId,
        title: summaries.get(p.articleId)?.title ?? '',
        year: p.year,
        documentAuthors: p.documentAuthors.map(docAuthorName),
        isRecent: p.year !== null && p.year >= coiSince,
      })),
      retractedArticles: [],
      recentlyCoauthoredCount: c.recentlyCoauthoredCount,
      isRecentlyCommonAffiliation: c.shared.some((s) => s.isRecent),
      externalCoI: c.externalCoI,
      possibleDocumentAuthorOf: possibleOf.map(docAuthorName),
      labels,
      excludeReasons: c.excludeReasons as Referee['excludeReasons'],
      hideReasons: c.hidden.map((h) => ({
        reason: h.reason as Referee['hideReasons'][number]['reason'],
        comment: h.comment,
        hiddenAt: h.hiddenAt,
      })),
      authorFromGroupList: c.groups.map((id) => ({
        id,
        display_name: groups.get(id)?.display_name ?? '',
        label: groups.get(id)?.label ?? '',
      })),
      extraColumns: {
        jif: rounded(candidateJif(prepared.corpus, c.articleIds, ranking.impact, ranking.jifPercent).mean),
      },
      extraFields: {},
      commonInstitutions: c.shared.map((s) => ({
        institutionId: s.institutionId,
        name: s.name,
        years: s.years,
        documentAuthors: s.documentAuthors.map(docAuthorName),
        documentYears: s.documentYears,
        declared: s.declared,
        isRecent: s.isRecent,
      })),
      isOutOfSample: outOfSample,
    };
  });
}
