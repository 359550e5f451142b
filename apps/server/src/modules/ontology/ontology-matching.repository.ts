import type { CompositePart, LiteralContext, OntologyConcept } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

/**
 * Every non-deleted concept with its literals (ambiguity flags, blocked contexts), parents and
 * related concepts, as the matcher consumes them.
 */
export async function loadMatchingOntology(db: Db): Promise<OntologyConcept[]> {
  const k = db.kysely;
  const [concepts, literals, relations, related] = await Promise.all([
    k
      .selectFrom('concepts')
      .select(['id', 'name', 'basic', 'basicSuggested'])
      .where('deleted', '=', 0)
      .orderBy('id')
      .execute(),
    k
      .selectFrom('conceptLiterals')
      .innerJoin('concepts', 'concepts.id', 'conceptLiterals.conceptId')
      .select([
        'conceptLiterals.id',
        'conceptLiterals.conceptId',
        'conceptLiterals.name',
        'conceptLiterals.isAmbiguous',
        'conceptLiterals.lang',
        'conceptLiterals.composite',
        'conceptLiterals.blockedContexts',
      ])
      .where('concepts.deleted', '=', 0)
      .execute(),
    k.selectFrom('conceptRelations').select(['parentId', 'childId']).execute(),
    k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).execute(),
  ]);
  const byId = new Map<number, OntologyConcept>();
  for (const c of concepts)
    byId.set(c.id, {
      id: c.id,
      name: c.name,
      basic: c.basic === 1,
      basicSuggested: c.basicSuggested === 1,
      literals: [],
      parentIds: [],
      relatedIds: [],
    });
  for (const l of literals) {
    byId.get(l.conceptId)?.literals.push({
      id: l.id,
      name: l.name,
      isAmbiguous: l.isAmbiguous === 1,
      lang: l.lang,
      composite: l.composite ? (JSON.parse(l.composite) as CompositePart[]) : null,
      blockedContexts: l.blockedContexts ? (JSON.parse(l.blockedContexts) as LiteralContext[]) : null,
    });
  }
  for (const r of relations) {
    const child = byId.get(r.childId);
    if (child && byId.has(r.parentId)) child.parentIds.push(r.parentId);
  }
  for (const r of related) {
    const concept = byId.get(r.conceptId);
    if (concept && byId.has(r.relatedId)) concept.relatedIds!.push(r.relatedId);
  }
  return [...byId.values()];
}
