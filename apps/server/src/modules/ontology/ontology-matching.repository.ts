import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CompositePart, LiteralContext, OntologyConcept } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

/** Literals read per statement (about 18 ms each on the default ontologies). */
const LITERALS_PER_PAGE = 5_000;

/**
 * Every non-deleted concept with its literals (ambiguity flags, blocked contexts), parents and
 * related concepts, as the matcher consumes them. SQLite answers a statement in one stretch of
 * the caller's thread: the statements run one after another, the literals a page at a time,
 * with a turn of the event loop between them, so a server answers requests meanwhile (the
 * default ontologies: 9,119 concepts, 20,407 literals).
 */
export async function loadMatchingOntology(
  db: Db,
  /** Smaller pages in tests, to read a small ontology in several. */
  { literalsPerPage = LITERALS_PER_PAGE }: { literalsPerPage?: number } = {},
): Promise<OntologyConcept[]> {
  const k = db.kysely;
  const byId = new Map<number, OntologyConcept>();
  const concepts = await k
    .selectFrom('concepts')
    .select(['id', 'name', 'basic', 'basicSuggested'])
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
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
  for (let afterId = 0; ;) {
    await nextTurn();
    const literals = await k
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
      .where('conceptLiterals.id', '>', afterId)
      .orderBy('conceptLiterals.id')
      .limit(literalsPerPage)
      .execute();
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
    if (literals.length < literalsPerPage) break;
    afterId = literals[literals.length - 1]!.id;
  }
  await nextTurn();
  for (const r of await k.selectFrom('conceptRelations').select(['parentId', 'childId']).execute()) {
    const child = byId.get(r.childId);
    if (child && byId.has(r.parentId)) child.parentIds.push(r.parentId);
  }
  await nextTurn();
  for (const r of await k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).execute()) {
    const concept = byId.get(r.conceptId);
    if (concept && byId.has(r.relatedId)) concept.relatedIds!.push(r.relatedId);
  }
  return [...byId.values()];
}
