import type { CompositePart, ExportConcept } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';

/** What the SKOS export reads: the live concepts with their literals and links. */
export function createOntologyExportRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** Every non-deleted concept in id order, literals in id order, links to live concepts only. */
    async liveConcepts(): Promise<ExportConcept[]> {
      const [concepts, literals, relations, related] = await Promise.all([
        k.selectFrom('concepts').select(['id', 'name', 'basic']).where('deleted', '=', 0).orderBy('id').execute(),
        k
          .selectFrom('conceptLiterals')
          .innerJoin('concepts', 'concepts.id', 'conceptLiterals.conceptId')
          .select([
            'conceptLiterals.conceptId',
            'conceptLiterals.name',
            'conceptLiterals.lang',
            'conceptLiterals.isAmbiguous',
            'conceptLiterals.composite',
          ])
          .where('concepts.deleted', '=', 0)
          .orderBy('conceptLiterals.id')
          .execute(),
        k.selectFrom('conceptRelations').select(['parentId', 'childId']).orderBy('parentId').execute(),
        k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).orderBy('relatedId').execute(),
      ]);
      const byId = new Map<number, ExportConcept>();
      for (const c of concepts) {
        byId.set(c.id, { id: c.id, name: c.name, basic: c.basic === 1, literals: [], parentIds: [], relatedIds: [] });
      }
      for (const l of literals) {
        byId.get(l.conceptId)?.literals.push({
          name: l.name,
          lang: l.lang,
          isAmbiguous: l.isAmbiguous === 1,
          composite: l.composite ? (JSON.parse(l.composite) as CompositePart[]) : null,
        });
      }
      for (const r of relations) {
        if (byId.has(r.parentId)) byId.get(r.childId)?.parentIds.push(r.parentId);
      }
      for (const r of related) {
        if (byId.has(r.relatedId)) byId.get(r.conceptId)?.relatedIds.push(r.relatedId);
      }
      return [...byId.values()];
    },
  };
}
