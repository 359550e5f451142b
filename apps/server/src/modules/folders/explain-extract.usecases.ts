import type { ConceptMatcher } from '@sciscope/engine';
import type { ExplainExtractResponse, ExtractSpan } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { articlesErrors } from '../articles/articles.errors';
import type { ArticlesRepository } from '../articles/articles.repository';
import { documentText } from './proposal-concepts';
import type { ProposalsRepository } from './proposals.repository';
import { requireProposal, toProposalConcept, type ProposalsDeps } from './proposals.usecases';

/**
 * Explain-extract: the document's text with every matched literal and the concept it
 * produced. The spans are found again with the current ontology (the matcher is cached, so
 * this costs one scan of the text); the concept list beside them is what was stored on save
 * (proposals) or by the last corpus scan (articles), with its provenance. The two differ only
 * when the ontology changed since, which is what the page is there to show.
 */
async function spansOf({
  matcher,
  names,
  text,
}: {
  matcher: ConceptMatcher;
  names: ProposalsRepository;
  text: string;
}): Promise<ExtractSpan[]> {
  const found = matcher.explain(text);
  const [conceptNames, literalNames] = await Promise.all([
    names.conceptNames({ conceptIds: [...new Set(found.map((s) => s.conceptId))] }),
    names.literalNames({ literalIds: [...new Set(found.map((s) => s.literalId))] }),
  ]);
  return found.map((s) => ({
    start: s.start,
    end: s.end,
    conceptId: s.conceptId,
    conceptName: conceptNames.get(s.conceptId) ?? `#${s.conceptId}`,
    literal: literalNames.get(s.literalId) ?? null,
  }));
}

/** `GET /api/proposals/{id}/explain-extract`: for viewers and editors of its folder. */
export async function explainProposalExtract({
  proposalId,
  ...deps
}: Omit<ProposalsDeps, 'typicality'> & { proposalId: number }): Promise<ExplainExtractResponse> {
  const { proposal } = await requireProposal({ ...deps, proposalId, permission: 'folders.read' });
  const text = documentText(proposal);
  const [spans, concepts] = await Promise.all([
    spansOf({ matcher: await deps.matcher(), names: deps.proposals, text }),
    deps.proposals.concepts({ proposalId }),
  ]);
  return {
    kind: 'proposal',
    id: proposal.id,
    title: proposal.title,
    text,
    spans,
    concepts: concepts.map(toProposalConcept),
  };
}

/** `GET /api/articles/{id}/explain-extract`: public, as articles are. */
export async function explainArticleExtract({
  articles,
  proposals,
  access,
  user,
  matcher,
  articleId,
}: {
  articles: ArticlesRepository;
  proposals: ProposalsRepository;
  access: AccessRepository;
  user: Actor;
  matcher: () => Promise<ConceptMatcher>;
  articleId: number;
}): Promise<ExplainExtractResponse> {
  await requireAccess({ access, user, permission: 'article.read' });
  const article = await articles.findArticle({ articleId });
  if (!article) throw articlesErrors.notFound();
  const text = documentText(article);
  return {
    kind: 'article',
    id: article.id,
    title: article.title,
    text,
    spans: await spansOf({ matcher: await matcher(), names: proposals, text }),
    concepts: article.concepts.map((c) => ({
      conceptId: c.conceptId,
      name: c.name,
      tf: c.tf,
      literal: c.provenance?.literal ?? null,
      reason: c.provenance?.reason ?? 'literal',
      df: c.df,
      basicSuggested: c.basicSuggested,
      tfidf: c.tfidf,
      relevance: c.relevance,
      badge: c.badge,
      ...(c.sameNameAs === undefined ? {} : { sameNameAs: c.sameNameAs }),
    })),
  };
}
