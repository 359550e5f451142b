import {
  ONTOLOGY_LIMITS,
  POSSIBLE_CONSTANTS,
  ontologyIssueText,
  type ConceptListImportResponse,
  type ConceptListParseResponse,
  type ConceptListRow as ListRowResponse,
  type ConceptListInput,
} from '@sciscope/contracts';
import {
  nameKey,
  parseConceptList,
  scorePossibleTerm,
  validateConceptDraft,
  type ConceptListRow,
} from '@sciscope/engine';
import { requireAccess } from '../../app/access';
import type { Progress } from '../../app/progress';
import { enqueueTask } from '../tasks/tasks.usecases';
import { curationRole, saveConcept } from './concept-edit.usecases';
import { literalFacts } from './concept-form-check';
import { ontologyErrors } from './ontology.errors';
import type { PossibleCaller } from './possible-deps';

/*
 * 'Import from list' (spec 02): the list is read (one concept per line, literals split by the
 * separators, the first the name; or CSV), every row checked with the concept form's own
 * rules plus the list's (no duplicate name in the list, no concept of that name already), and
 * shown as possible concepts with their scores (the dry run). The import creates them all in a
 * background task through the concept form's save: applied for moderators, suggestions for
 * anyone else; a list with any wrong row is refused whole (400, nothing changed).
 */

export const IMPORT_LIST_TASK = 'ontology.import-list';

/** A checked row: the parsed row and what the page shows of it. */
interface CheckedRow {
  parsed: ConceptListRow;
  response: ListRowResponse;
}

async function checkRows(caller: PossibleCaller, input: Required<ConceptListInput>): Promise<CheckedRow[]> {
  const parsed = parseConceptList(input);
  if (parsed.length > POSSIBLE_CONSTANTS.listMaxRows)
    throw ontologyErrors.listInvalid([
      {
        line: parsed[POSSIBLE_CONSTANTS.listMaxRows]!.line,
        errors: [`At most ${POSSIBLE_CONSTANTS.listMaxRows} rows.`],
      },
    ]);
  const keyCounts = new Map<string, number>();
  for (const row of parsed) keyCounts.set(nameKey(row.name), (keyCounts.get(nameKey(row.name)) ?? 0) + 1);
  const firstLine = new Map<string, number>();
  const existing = new Map(
    (await caller.concepts.conceptsWithLiteralKeys([...keyCounts.keys()], null)).map((row) => [row.literalKey, row]),
  );
  const corpusSize = await caller.corpus.articleCount();
  const matcher = await caller.matcher();
  const out: CheckedRow[] = [];
  for (const row of parsed) {
    const errors: string[] = [];
    const warnings: string[] = [];
    const key = nameKey(row.name);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) errors.push(`The same concept as line ${earlier}.`);
    else firstLine.set(key, row.line);
    const known = existing.get(key);
    if (known && known.name.toLowerCase() === row.name.toLowerCase())
      errors.push(`A concept named "${known.name}" already exists.`);
    for (const literal of row.literals)
      if (literal.name.length > ONTOLOGY_LIMITS.literalMaxLength)
        errors.push(`"${literal.name.slice(0, 40)}…" is too long.`);
    const literals = row.literals.map((l) => ({ name: l.name, composite: null, lang: '', isAmbiguous: l.isAmbiguous }));
    const facts = await literalFacts({ concepts: caller.concepts, conceptId: null, literals });
    const validation = validateConceptDraft({
      name: row.name,
      literals: literals.map((l, i) => ({ ...l, variants: facts[i]!.variants, conflicts: facts[i]!.conflicts.length })),
    });
    for (const error of validation.errors) errors.push(ontologyIssueText(error));
    for (const warning of validation.warnings) warnings.push(ontologyIssueText(warning));
    validation.literals.forEach((literal, i) => {
      const name = row.literals[i]!.name;
      for (const error of literal.errors) errors.push(`${name}: ${ontologyIssueText(error)}`);
      for (const warning of literal.warnings) warnings.push(`${name}: ${ontologyIssueText(warning)}`);
    });
    const df = await caller.corpus.phraseCount(row.name);
    const words = row.name.split(/\s+/u).length;
    const neighborIds = [...matcher.match(row.name).conceptIds];
    const neighbors = (await caller.concepts.refsByIds(neighborIds)).map((r) => ({
      id: r.id,
      name: r.name,
      canBeParent: true,
      basic: r.basic === 1,
    }));
    out.push({
      parsed: row,
      response: {
        line: row.line,
        source: row.source,
        name: row.name,
        score: Math.round(scorePossibleTerm({ tf: 1, df, corpusSize, words }) * 100) / 100,
        literals: row.literals,
        df,
        tf: keyCounts.get(key) ?? 1,
        conflicts: [...new Map(facts.flatMap((f) => f.conflicts).map((c) => [c.id, c])).values()],
        neighbors,
        errors,
        warnings,
      },
    });
  }
  return out;
}

function fullInput(input: ConceptListInput): Required<ConceptListInput> {
  return { text: input.text, separators: input.separators, format: input.format ?? 'lines' };
}

/** `POST /api/ontology/import/parse` (the list-parsing query): the dry run, nothing written. */
export async function parseConceptListRows({
  input,
  ...caller
}: PossibleCaller & { input: ConceptListInput }): Promise<ConceptListParseResponse> {
  const { moderator } = await curationRole(caller);
  const rows = (await checkRows(caller, fullInput(input))).map((r) => r.response);
  return { rows, valid: rows.length > 0 && rows.every((r) => r.errors.length === 0), moderator };
}

/** `POST /api/ontology/import`: checks every row again, then queues the task that creates them. */
export async function importConceptList({
  input,
  ...caller
}: PossibleCaller & { input: ConceptListInput }): Promise<ConceptListImportResponse> {
  const { grant, moderator } = await curationRole(caller);
  const rows = await checkRows(caller, fullInput(input));
  const wrong = rows.filter((r) => r.response.errors.length > 0);
  if (rows.length === 0) throw ontologyErrors.listInvalid([{ line: 1, errors: ['The list holds no concept.'] }]);
  if (wrong.length > 0)
    throw ontologyErrors.listInvalid(wrong.map((r) => ({ line: r.response.line, errors: r.response.errors })));
  const taskId = await enqueueTask({
    repository: caller.tasks,
    kind: IMPORT_LIST_TASK,
    params: { input: fullInput(input), userId: grant.user?.id ?? null },
    ownerId: grant.user?.id ?? null,
    wake: caller.wake,
  });
  return { taskId, rows: rows.length, moderator };
}

/**
 * The import task's work: for the account that asked (its rights as they are now), every row
 * checked once more (a list that became wrong meanwhile is refused whole) and saved through the
 * concept form's save, one at a time with progress.
 */
export async function runConceptListImport({
  input,
  progress,
  ...caller
}: PossibleCaller & {
  input: Required<ConceptListInput>;
  progress: Progress;
}) {
  await requireAccess({ access: caller.access, user: caller.user, permission: 'ontology.suggest' });
  const rows = await checkRows(caller, input);
  const wrong = rows.filter((r) => r.response.errors.length > 0);
  if (wrong.length > 0)
    throw new Error(
      `The list changed meanwhile: ${wrong.map((r) => `line ${r.response.line}: ${r.response.errors[0]}`).join('; ')}`,
    );
  let created = 0;
  let suggested = 0;
  const concepts: Array<{ id: number; name: string }> = [];
  const failed: Array<{ line: number; error: string }> = [];
  progress.start('creating concepts', rows.length);
  for (const { parsed } of rows) {
    try {
      const result = await saveConcept({
        ...caller,
        conceptId: null,
        input: {
          name: parsed.name,
          basic: false,
          literals: parsed.literals.map((l) => ({
            name: l.name,
            composite: null,
            lang: '',
            isAmbiguous: l.isAmbiguous,
          })),
        },
      });
      if (result.pending) suggested++;
      else {
        created++;
        if (result.concept) concepts.push({ id: result.concept.id, name: result.concept.name });
      }
    } catch (error) {
      failed.push({ line: parsed.line, error: error instanceof Error ? error.message : String(error) });
    }
    progress.increment();
    await progress.checkpoint();
  }
  progress.stop();
  return { created, suggested, conceptIds: concepts.map((c) => c.id), concepts, failed };
}
