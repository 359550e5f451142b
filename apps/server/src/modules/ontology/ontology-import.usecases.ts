import { basename } from 'node:path';
import { isAmbiguousLiteralName, parseOntologyFile, readTextFile, type ParsedOntology } from '@sciscope/engine';
import { nowIso, type Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createBulkWriter } from '../corpus/bulk-writer';
import { textKey } from '../../app/database/text-key';

export interface OntologyImportReport {
  file: string;
  source: string;
  conceptsRead: number;
  conceptsCreated: number;
  /** Concepts whose name equalled an existing concept's: literals and relations were merged in. */
  conceptsMerged: number;
  literalsAdded: number;
  relationsAdded: number;
  warnings: string[];
}

/**
 * `sciscope import ontology FILE`: SKOS (RDF/XML, Turtle) or Z39.19 thesaurus CSV.
 * Concepts with equal names (case- and space-insensitive) are one concept whatever the source:
 * the existing concept gains the new literals, parents and related concepts.
 */
export async function importOntologyFile({
  db,
  file,
  progress,
}: {
  db: Db;
  file: string;
  progress: Progress;
}): Promise<OntologyImportReport> {
  const text = await readTextFile(file);
  const parsed: ParsedOntology = parseOntologyFile({ fileName: basename(file), text });
  const k = db.kysely;
  const writer = createBulkWriter(db);

  const existing = await k
    .selectFrom('concepts')
    .select(['id', 'nameKey', 'origins'])
    .where('deleted', '=', 0)
    .execute();
  const idByName = new Map(existing.map((c) => [c.nameKey, c.id]));
  const originsById = new Map(existing.map((c) => [c.id, c.origins]));
  const literalRows = await k.selectFrom('conceptLiterals').select(['conceptId', 'nameKey']).execute();
  const literalKeys = new Set(literalRows.map((l) => `${l.conceptId}|${l.nameKey}`));
  const relationRows = await k.selectFrom('conceptRelations').select(['parentId', 'childId']).execute();
  const relationKeys = new Set(relationRows.map((r) => `${r.parentId}|${r.childId}`));
  const relatedRows = await k.selectFrom('conceptRelated').select(['conceptId', 'relatedId']).execute();
  const relatedKeys = new Set(relatedRows.map((r) => `${r.conceptId}|${r.relatedId}`));

  let nextConceptId = await writer.nextId('concepts');
  let nextLiteralId = await writer.nextId('conceptLiterals');
  const now = nowIso();
  const idByKey = new Map<string, number>();
  const newConcepts: Array<{
    id: number;
    name: string;
    nameKey: string;
    basic: number;
    deleted: number;
    isManuallyModified: number;
    dateModified: string;
    origins: string;
  }> = [];
  const createdIds = new Set<number>();
  const mergedOrigins = new Map<number, string>();
  let merged = 0;
  progress.start(`concepts ${parsed.source}`, parsed.concepts.length);
  for (const concept of parsed.concepts) {
    const nameKey = textKey(concept.name);
    const origin = { source: parsed.source, key: concept.key };
    let id = idByName.get(nameKey);
    if (id === undefined) {
      id = nextConceptId++;
      idByName.set(nameKey, id);
      createdIds.add(id);
      newConcepts.push({
        id,
        name: concept.name.trim(),
        nameKey,
        basic: 0,
        deleted: 0,
        isManuallyModified: 0,
        dateModified: now,
        origins: JSON.stringify([origin]),
      });
    } else if (!createdIds.has(id)) {
      const before = mergedOrigins.get(id) ?? originsById.get(id) ?? '[]';
      const list = JSON.parse(before) as Array<{ source: string; key: string }>;
      // Re-importing the same file finds its own origin already recorded: nothing to merge.
      if (!list.some((o) => o.source === origin.source && o.key === origin.key)) {
        merged++;
        list.push(origin);
        mergedOrigins.set(id, JSON.stringify(list));
      }
    }
    idByKey.set(concept.key, id);
    progress.increment();
  }
  progress.stop();

  const newLiterals: Array<{
    id: number;
    conceptId: number;
    name: string;
    nameKey: string;
    composite: null;
    lang: string;
    isAmbiguous: number;
  }> = [];
  const newRelations: Array<{ parentId: number; childId: number }> = [];
  const newRelated: Array<{ conceptId: number; relatedId: number }> = [];
  for (const concept of parsed.concepts) {
    const conceptId = idByKey.get(concept.key)!;
    for (const name of [concept.name, ...concept.literals]) {
      const clean = name.trim().replace(/\s+/g, ' ');
      if (!clean) continue;
      const key = `${conceptId}|${textKey(clean)}`;
      if (literalKeys.has(key)) continue;
      literalKeys.add(key);
      newLiterals.push({
        id: nextLiteralId++,
        conceptId,
        name: clean,
        nameKey: textKey(clean),
        composite: null,
        lang: '',
        isAmbiguous: isAmbiguousLiteralName(clean) ? 1 : 0,
      });
    }
    for (const parentKey of concept.broader) {
      const parentId = idByKey.get(parentKey);
      const key = `${parentId}|${conceptId}`;
      if (parentId === undefined || parentId === conceptId || relationKeys.has(key)) continue;
      relationKeys.add(key);
      newRelations.push({ parentId, childId: conceptId });
    }
    for (const relatedKey of concept.related) {
      const relatedId = idByKey.get(relatedKey);
      if (relatedId === undefined || relatedId === conceptId) continue;
      for (const [a, b] of [
        [conceptId, relatedId],
        [relatedId, conceptId],
      ] as const) {
        if (relatedKeys.has(`${a}|${b}`)) continue;
        relatedKeys.add(`${a}|${b}`);
        newRelated.push({ conceptId: a, relatedId: b });
      }
    }
  }

  await writer.transaction(async () => {
    await writer.insert('concepts', newConcepts);
    await writer.insert('conceptLiterals', newLiterals);
    await writer.insert('conceptRelations', newRelations);
    await writer.insert('conceptRelated', newRelated);
  });
  for (const [id, origins] of mergedOrigins) {
    await k.updateTable('concepts').set({ origins, dateModified: now }).where('id', '=', id).execute();
  }
  await writer.syncSequence('concepts');
  await writer.syncSequence('conceptLiterals');

  return {
    file,
    source: parsed.source,
    conceptsRead: parsed.concepts.length,
    conceptsCreated: newConcepts.length,
    conceptsMerged: merged,
    literalsAdded: newLiterals.length,
    relationsAdded: newRelations.length + newRelated.length,
    warnings: parsed.warnings,
  };
}
