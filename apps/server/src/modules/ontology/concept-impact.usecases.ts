import type { ImpactResponse, OntologyAction } from '@sciscope/contracts';
import { buildConceptMatcher, type OntologyConcept } from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { createSearchRepository } from '../search/search.repository';
import { loadMatchingOntology } from './ontology-matching.repository';
import { affectedArticles } from './concept-apply';
import { applyActions, sameLiteral, type ConceptState } from './concept-changes';
import type { ConceptCorpusRepository } from './concept-corpus.repository';
import { emptyState, loadConceptState } from './concept-state';
import type { ConceptsRepository } from './concepts.repository';
import type { OntologyLogRepository } from './ontology-log.repository';
import { ontologyErrors } from './ontology.errors';

/*
 * The impact preview of a pending change (issue 12): before a moderator approves it, which
 * articles would gain the concept and which would lose it, matched on the real corpus with the
 * whole ontology as it would be. Only the articles that can change are read: those carrying
 * the concept now and those whose text holds a literal whose matching changes (found through
 * the full-text index). A read: it runs in a read worker.
 */

/** Articles listed per side. */
const SAMPLE = 10;
/** Texts matched per query. */
const CHUNK = 1000;
/** The id a concept not created yet has in the preview's ontology. */
const NEW_CONCEPT_ID = -1;

/**
 * The stored ontology (non-deleted concepts) as one read worker keeps it while its fingerprint
 * stays the same, with the previews already computed on it.
 */
export interface OntologySnapshot {
  concepts: OntologyConcept[];
  /** Previews computed on this ontology, by log entry (and the concept's DF: a rescan moves it). */
  impacts: Map<string, ImpactResponse>;
}

export type OntologySource = () => Promise<OntologySnapshot>;

/** Previews kept per snapshot (a moderator reopens the same pending entries). */
const MAX_CACHED_IMPACTS = 200;

/** An ontology source over `db`, kept while the ontology's fingerprint stays the same. */
export function createOntologySource(db: Db): OntologySource {
  let cached: { fingerprint: string; snapshot: Promise<OntologySnapshot> } | null = null;
  const search = createSearchRepository({ db });
  return async () => {
    const fingerprint = await search.ontologyFingerprint();
    if (cached?.fingerprint !== fingerprint) {
      const snapshot = loadMatchingOntology(db).then((concepts) => ({ concepts, impacts: new Map() }));
      cached = { fingerprint, snapshot };
      snapshot.catch(() => {
        if (cached?.snapshot === snapshot) cached = null;
      });
    }
    return cached.snapshot;
  };
}

/**
 * The ontology with concept `id` as `after` says: its literals (stored ids kept, with their
 * blocked contexts), relations (children's parents and related pairs follow), basic and
 * deleted flags.
 */
export function ontologyWithChange(
  concepts: readonly OntologyConcept[],
  id: number,
  after: ConceptState,
): OntologyConcept[] {
  const previous = concepts.find((c) => c.id === id);
  const contexts = new Map((previous?.literals ?? []).map((l) => [l.id, l.blockedContexts ?? null]));
  const children = new Set(after.childIds);
  const related = new Set(after.relatedIds);
  const out: OntologyConcept[] = [];
  for (const concept of concepts) {
    if (concept.id === id) continue;
    const hasParent = concept.parentIds.includes(id);
    const relatedIds = concept.relatedIds ?? [];
    const hasRelated = relatedIds.includes(id);
    const wantParent = children.has(concept.id) && !after.deleted;
    const wantRelated = related.has(concept.id) && !after.deleted;
    if (hasParent === wantParent && hasRelated === wantRelated) {
      out.push(concept);
      continue;
    }
    out.push({
      ...concept,
      parentIds: wantParent ? [...new Set([...concept.parentIds, id])] : concept.parentIds.filter((p) => p !== id),
      relatedIds: wantRelated ? [...new Set([...relatedIds, id])] : relatedIds.filter((r) => r !== id),
    });
  }
  if (!after.deleted) {
    let synthetic = -1_000;
    out.push({
      id,
      name: after.name,
      basic: after.basic,
      literals: after.literals.map((literal) => ({
        id: literal.id ?? synthetic--,
        name: literal.name,
        isAmbiguous: literal.isAmbiguous,
        lang: literal.lang,
        composite: literal.composite,
        blockedContexts: literal.id !== null ? (contexts.get(literal.id) ?? null) : null,
      })),
      parentIds: after.parentIds,
      relatedIds: after.relatedIds,
    });
  }
  return out;
}

/** `GET /api/ontology/log/{id}/impact` (moderators). */
export async function conceptImpact({
  logId,
  concepts,
  corpus,
  log,
  ontology,
  access,
  user,
}: {
  logId: number;
  concepts: ConceptsRepository;
  corpus: ConceptCorpusRepository;
  log: OntologyLogRepository;
  ontology: OntologySource;
  access: AccessRepository;
  user: Actor;
}): Promise<ImpactResponse> {
  await requireAccess({ access, user, permission: 'ontology.moderate' });
  const entry = await log.find(logId);
  if (!entry) throw ontologyErrors.logEntryNotFound();
  if (entry.status !== 'pending') throw ontologyErrors.alreadyReviewed();
  const snapshot = await ontology();
  const loaded = entry.conceptId === null ? null : await loadConceptState(concepts, entry.conceptId);
  // A rescan moves the concept's DF: a preview computed before it is not reused.
  const cacheKey = `${logId}|${loaded?.row.df ?? 0}`;
  const known = snapshot.impacts.get(cacheKey);
  if (known) return known;
  const started = performance.now();
  const before = loaded?.state ?? null;
  const after = applyActions({ state: before ?? emptyState(), actions: JSON.parse(entry.actions) as OntologyAction[] });
  const conceptId = before?.id ?? NEW_CONCEPT_ID;
  const { current, candidates } = await affectedArticles({ concepts, corpus, before, after });
  const gained: number[] = [];
  const lost: number[] = [];
  let kept = 0;
  if (after.deleted || after.basic) {
    // A deleted or basic concept is found nowhere: every article carrying it loses it.
    lost.push(...current);
  } else {
    // An article counted through a literal that stays as it is (not ambiguous: no evidence
    // needed) keeps the concept whatever else changes: only the others are matched.
    const steady = new Set(
      (before?.literals ?? [])
        .filter(
          (l) => l.id !== null && !l.isAmbiguous && after.literals.some((a) => a.id === l.id && sameLiteral(a, l)),
        )
        .map((l) => l.id!),
    );
    const certain = new Set<number>();
    if (before?.id != null && steady.size > 0) {
      for (const pair of await corpus.conceptArticles(before.id))
        if (pair.literalId !== null && steady.has(pair.literalId) && pair.reason !== 'confirmed')
          certain.add(pair.articleId);
    }
    kept = certain.size;
    const matcher = buildConceptMatcher({ concepts: ontologyWithChange(snapshot.concepts, conceptId, after) });
    const had = new Set(current);
    const newestFirst = candidates.filter((id) => !certain.has(id)).sort((a, b) => b - a);
    for (let at = 0; at < newestFirst.length; at += CHUNK) {
      for (const article of await corpus.articleTexts(newestFirst.slice(at, at + CHUNK))) {
        const text = article.abstract ? `${article.title}\n${article.abstract}` : article.title;
        const has = matcher.match(text, article.title.length).conceptIds.includes(conceptId);
        if (has && had.has(article.id)) kept++;
        else if (has) gained.push(article.id);
        else if (had.has(article.id)) lost.push(article.id);
      }
    }
  }
  gained.sort((a, b) => b - a);
  lost.sort((a, b) => b - a);
  const titles = await corpus.articleTitles([...gained.slice(0, SAMPLE), ...lost.slice(0, SAMPLE)]);
  const side = (ids: number[]) => ({
    count: ids.length,
    sample: ids.slice(0, SAMPLE).map((articleId) => ({ articleId, title: titles.get(articleId) ?? '' })),
  });
  const response: ImpactResponse = {
    logId,
    conceptId: entry.conceptId,
    name: entry.conceptName,
    gained: side(gained),
    lost: side(lost),
    kept,
    examined: candidates.length,
    milliseconds: Math.round(performance.now() - started),
  };
  if (snapshot.impacts.size >= MAX_CACHED_IMPACTS) snapshot.impacts.clear();
  snapshot.impacts.set(cacheKey, response);
  return response;
}
