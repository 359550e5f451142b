import {
  authorAgreement,
  buildTitleIndex,
  docOfArticle,
  docTokenCount,
  findTitleCandidates,
  fitOf,
  identifierConfidence,
  judgeTitleMatch,
  titleTokens,
  type BibReference,
  type BibliographyFormat,
  type IdentifierKind,
  type ReferenceMatchReason,
  type TitleIndex,
} from '@sciscope/engine';
import type { ClaimCorpusRepository } from './claim-corpus.repository';
import type { ReferenceMatchingRepository } from './reference-matching.repository';

/*
 * Matching a bibliography to the corpus, in this order (README "Author claiming"):
 * 1. identifiers: DOI, arXiv, PubMed, PMC — looked up in one batch;
 * 2. the normalised title: the title-token index gives each reference's best candidates
 *    (typo-tolerant weighted Dice); for plain text, also the corpus titles found inside the
 *    whole line (the split into authors and title may have guessed wrong);
 * 3. authors (surnames) and year, read in one batch for all candidates, accept or refuse a
 *    title candidate and order candidates of one reference.
 */

const CHECK_MS = 60_000;
/** Title candidates judged per reference. */
const CANDIDATES = 4;
/** A corpus title found inside a line of plain text counts at most as this similar. */
const CONTAINMENT_WEIGHT = 0.9;
/** Titles this similar fit a reference equally well: two of them make a bare short title ambiguous. */
const EXACT_TITLE = 0.95;

export interface TitleIndexHolder {
  get(): Promise<TitleIndex>;
}

/**
 * One title index per database connection (per read worker), built on first use (a few
 * seconds for 100,000 titles) and rebuilt in the background when articles were added or
 * removed, checked at most once a minute; the previous index answers meanwhile.
 */
export function createTitleIndexHolder({ repository }: { repository: ReferenceMatchingRepository }): TitleIndexHolder {
  let current: { index: TitleIndex; signature: string } | null = null;
  let building: Promise<{ index: TitleIndex; signature: string }> | null = null;
  let checkedAt = 0;
  const build = () => {
    building ??= (async () => {
      const signature = await repository.signature();
      const documents = [];
      for await (const page of repository.titles()) documents.push(...page);
      const built = { index: buildTitleIndex(documents), signature };
      current = built;
      checkedAt = Date.now();
      return built;
    })().finally(() => {
      building = null;
    });
    return building;
  };
  return {
    async get() {
      if (!current) return (await build()).index;
      if (Date.now() - checkedAt >= CHECK_MS && !building) {
        checkedAt = Date.now();
        if ((await repository.signature()) !== current.signature) void build().catch(() => {});
      }
      return current.index;
    },
  };
}

export interface ReferenceMatchResult {
  index: number;
  articleId: number;
  confidence: number;
  reason: ReferenceMatchReason;
  detail: string;
}

const IDENTIFIER_ORDER: ReadonlyArray<{
  kind: IdentifierKind;
  field: 'doi' | 'arxiv' | 'pmid' | 'pmcid';
  label: string;
}> = [
  { kind: 'doi', field: 'doi', label: 'DOI' },
  { kind: 'arxiv', field: 'arxiv', label: 'arXiv' },
  { kind: 'pmid', field: 'pmid', label: 'PubMed' },
  { kind: 'pmcid', field: 'pmcid', label: 'PMC' },
];

interface Candidate {
  reference: BibReference;
  doc: number;
  similarity: number;
  typos: number;
}

/** Matches references to corpus articles (see the module comment); references without a match are left out. */
export async function matchReferences({
  references,
  format,
  titleIndex,
  matching,
  corpus,
}: {
  references: readonly BibReference[];
  format: BibliographyFormat;
  titleIndex: TitleIndex;
  matching: ReferenceMatchingRepository;
  corpus: ClaimCorpusRepository;
}): Promise<ReferenceMatchResult[]> {
  // 1. Identifiers, all in one lookup.
  const wanted = references.flatMap((r) =>
    IDENTIFIER_ORDER.flatMap(({ kind, field }) => (r[field] ? [{ kind, value: r[field]! }] : [])),
  );
  const byIdentifier = await matching.articlesByIdentifiers({ identifiers: wanted });
  const results = new Map<number, ReferenceMatchResult>();
  for (const reference of references) {
    for (const { kind, field, label } of IDENTIFIER_ORDER) {
      const value = reference[field];
      const articleId = value ? byIdentifier.get(`${kind}:${value}`) : undefined;
      if (articleId === undefined) continue;
      const doc = docOfArticle(titleIndex, articleId);
      const similarity =
        reference.title && doc >= 0
          ? fitOf(titleIndex, doc, [...new Set(titleTokens(reference.title))]).similarity
          : null;
      results.set(reference.index, {
        index: reference.index,
        articleId,
        confidence: identifierConfidence(similarity),
        reason: kind,
        detail: `${label} ${value}`,
      });
      break;
    }
  }

  // 2. Title candidates of the others.
  const candidates: Candidate[] = [];
  for (const reference of references) {
    if (results.has(reference.index)) continue;
    const seen = new Map<number, Candidate>();
    if (reference.title) {
      for (const fit of findTitleCandidates(titleIndex, titleTokens(reference.title), { limit: CANDIDATES }))
        seen.set(fit.doc, { reference, doc: fit.doc, similarity: fit.similarity, typos: fit.typos });
    }
    if (format === 'text') {
      for (const fit of findTitleCandidates(titleIndex, titleTokens(reference.source), { limit: CANDIDATES })) {
        if (docTokenCount(titleIndex, fit.doc) < 4) continue;
        const held = seen.get(fit.doc);
        const contained = CONTAINMENT_WEIGHT * fit.containment;
        if (!held || contained > held.similarity)
          seen.set(fit.doc, { reference, doc: fit.doc, similarity: contained, typos: fit.typos });
      }
    }
    candidates.push(...seen.values());
  }

  // 3. Authors and year decide among them.
  const printed = new Map<number, string[]>();
  for (const row of await corpus.authorshipsOfArticles({
    articleIds: candidates.map((c) => titleIndex.articleIds[c.doc]!),
  })) {
    printed.set(row.articleId, [...(printed.get(row.articleId) ?? []), row.rawName, row.authorName]);
  }
  const exactOf = new Map<number, number>();
  for (const { reference, similarity } of candidates)
    if (similarity >= EXACT_TITLE) exactOf.set(reference.index, (exactOf.get(reference.index) ?? 0) + 1);
  const best = new Map<number, { score: number; result: ReferenceMatchResult }>();
  for (const { reference, doc, similarity, typos } of candidates) {
    const articleId = titleIndex.articleIds[doc]!;
    const year = titleIndex.years[doc]!;
    const authors =
      reference.authors.length > 0 ? authorAgreement(reference.authors, printed.get(articleId) ?? []) : null;
    const yearDelta = reference.year !== null && year > 0 ? reference.year - year : null;
    const exactRivals = (exactOf.get(reference.index) ?? 0) - (similarity >= EXACT_TITLE ? 1 : 0);
    const judgement = judgeTitleMatch({
      similarity,
      titleTokens: docTokenCount(titleIndex, doc),
      authors,
      yearDelta,
      exactRivals,
    });
    if (!judgement.accepted) continue;
    const held = best.get(reference.index);
    if (held && held.score >= judgement.score) continue;
    const parts = [
      `title ${Math.round(similarity * 100)}%${typos > 0 ? ` with ${typos} typo${typos === 1 ? '' : 's'}` : ''}`,
    ];
    if (authors && authors.listed > 0) parts.push(`${authors.found} of ${authors.listed} authors`);
    if (yearDelta === 0) parts.push('same year');
    else if (yearDelta !== null && Math.abs(yearDelta) === 1) parts.push('year ±1');
    best.set(reference.index, {
      score: judgement.score,
      result: {
        index: reference.index,
        articleId,
        confidence: judgement.confidence,
        reason: judgement.reason,
        detail: parts.join(', '),
      },
    });
  }
  for (const { result } of best.values()) results.set(result.index, result);
  return [...results.values()].sort((a, b) => a.index - b.index);
}
