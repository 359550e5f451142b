import type { Db } from '../../app/database/kysely';

/** What an ontology import compares the file with: live concepts and the keys of stored literals and relations. */
export function createOntologyImportRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async liveConcepts() {
      return k.selectFrom('concepts').select(['id', 'nameKey', 'origins']).where('deleted', '=', 0).execute();
    },
    /** `conceptId|nameKey` of literals, `parentId|childId` of relations, `conceptId|relatedId` of related pairs. */
    async existingKeys() {
      const [literals, relations, related] = await Promise.all([
        k.selectFrom('conceptLiterals').select(['conceptId', 'nameKey']).execute(),
        k.selectFrom('conceptRelations').select(['parentId', 'childId']).execute(),
        k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).execute(),
      ]);
      return {
        literalKeys: new Set(literals.map((l) => `${l.conceptId}|${l.nameKey}`)),
        relationKeys: new Set(relations.map((r) => `${r.parentId}|${r.childId}`)),
        relatedKeys: new Set(related.map((r) => `${r.conceptId}|${r.relatedId}`)),
      };
    },
  };
}
