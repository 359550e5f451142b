import { basename } from 'node:path';
import {
  isAmbiguousLiteralName,
  labelKey,
  literalLanguageOf,
  OntologyParseError,
  parseOntologyFile,
  type OntologyFormat,
  readTextFile,
  type CompositePart,
  type ParsedLiteralFacts,
  type ParsedOntology,
} from '@sciscope/engine';
import { nowIso, type Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createBulkWriter } from '../corpus/bulk-writer.repository';
import { createOntologyImportRepository } from './ontology-import.repository';
import { textKey } from '../../app/database/text-key';

type ParsedLiteralFactsParts = ParsedLiteralFacts['composite'];

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

/** What a file read without error but holding no concept says: it is most likely not an ontology. */
export function noConceptMessage(fileName: string, format: OntologyFormat): string {
  return format === 'thesaurus-csv'
    ? `${fileName}: no concept found (a thesaurus CSV has rows subject,predicate,object).`
    : `${fileName}: no skos:Concept found: is it a SKOS file?`;
}

/**
 * Reads and parses `file` as the import will, without writing: `error` is the clean message of
 * a file that cannot be imported (malformed, unknown format, too large, or no concept in it).
 * Anything else (a bug, an unreadable disk) is thrown, with its stack.
 */
export async function checkOntologyFile(file: string): Promise<{ concepts: number; error: string | null }> {
  const fileName = basename(file);
  const text = await readTextFile(file);
  try {
    const parsed = parseOntologyFile({ fileName, text });
    const error = parsed.concepts.length === 0 ? noConceptMessage(fileName, parsed.format) : null;
    return { concepts: parsed.concepts.length, error };
  } catch (error) {
    if (!(error instanceof OntologyParseError)) throw error;
    // Some parse errors name the file already ('x.owl: unknown ontology format').
    const message = error.message.startsWith(`${fileName}:`) ? error.message : `${fileName}: ${error.message}`;
    return { concepts: 0, error: message };
  }
}

/**
 * `sciscope import ontology FILE`: SKOS (RDF/XML, Turtle) or Z39.19 thesaurus CSV.
 * Concepts with equal names (case- and space-insensitive) are one concept whatever the source:
 * the existing concept gains the new literals, parents and related concepts.
 * What a SKOS file states beyond that is kept: a literal's language tag when it is one of
 * LITERAL_LANGUAGES, and from a sciscope export (`exportOntology`) the basic flag of a new
 * concept, each literal's ambiguity and composite literals. Elsewhere ambiguity is guessed
 * from the spelling (`isAmbiguousLiteralName`).
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
  const parsed: ParsedOntology & { format: OntologyFormat } = parseOntologyFile({ fileName: basename(file), text });
  const writer = createBulkWriter(db);
  const ontology = createOntologyImportRepository({ db });

  const existing = await ontology.liveConcepts();
  const idByName = new Map(existing.map((c) => [c.nameKey, c.id]));
  const originsById = new Map(existing.map((c) => [c.id, c.origins]));
  const { literalKeys, relationKeys, relatedKeys } = await ontology.existingKeys();

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
        basic: parsed.facts?.get(concept.key)?.basic ? 1 : 0,
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
    composite: string | null;
    lang: string;
    isAmbiguous: number;
  }> = [];
  const newRelations: Array<{ parentId: number; childId: number }> = [];
  const newRelated: Array<{ conceptId: number; relatedId: number }> = [];
  const nameByKey = new Map(parsed.concepts.map((c) => [c.key, c.name]));
  /** Composite parts with the referenced concepts' ids here; null when one is not imported. */
  const compositeOf = (parts: NonNullable<ParsedLiteralFactsParts>): string | null => {
    const resolved: CompositePart[] = [];
    for (const part of parts) {
      if ('text' in part) resolved.push({ text: part.text });
      else {
        const id = idByKey.get(part.conceptKey);
        if (id === undefined) return null;
        resolved.push({ conceptId: id, name: nameByKey.get(part.conceptKey) ?? '' });
      }
    }
    return JSON.stringify(resolved);
  };
  for (const concept of parsed.concepts) {
    const conceptId = idByKey.get(concept.key)!;
    const facts = parsed.facts?.get(concept.key);
    for (const name of [concept.name, ...concept.literals]) {
      const clean = name.trim().replace(/\s+/g, ' ');
      if (!clean) continue;
      const key = `${conceptId}|${textKey(clean)}`;
      if (literalKeys.has(key)) continue;
      literalKeys.add(key);
      const stated = facts?.literals.get(labelKey(clean));
      newLiterals.push({
        id: nextLiteralId++,
        conceptId,
        name: clean,
        nameKey: textKey(clean),
        composite: stated?.composite ? compositeOf(stated.composite) : null,
        lang: literalLanguageOf(stated?.lang ?? ''),
        isAmbiguous: (stated?.isAmbiguous ?? isAmbiguousLiteralName(clean)) ? 1 : 0,
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

  // One transaction: a file is imported whole or not at all, so a re-run after a crash merges cleanly.
  await writer.transaction(async () => {
    await writer.insert('concepts', newConcepts);
    await writer.insert('conceptLiterals', newLiterals);
    await writer.insert('conceptRelations', newRelations);
    await writer.insert('conceptRelated', newRelated);
    await writer.updateById(
      'concepts',
      [...mergedOrigins].map(([id, origins]) => ({ id, origins, dateModified: now })),
    );
    await writer.syncSequence('concepts');
    await writer.syncSequence('conceptLiterals');
  });

  return {
    file,
    source: parsed.source,
    conceptsRead: parsed.concepts.length,
    conceptsCreated: newConcepts.length,
    conceptsMerged: merged,
    literalsAdded: newLiterals.length,
    relationsAdded: newRelations.length + newRelated.length,
    // The command refuses such a file before it starts (checkOntologyFile); a loader of several
    // files (the default data) goes on, and says so.
    warnings:
      parsed.concepts.length === 0
        ? [noConceptMessage(basename(file), parsed.format), ...parsed.warnings]
        : parsed.warnings,
  };
}
