import { ontologyIssueText, type ConceptRef } from '@sciscope/contracts';
import { nameKey, validateConceptDraft, type ConceptValidation, type ReferencedConcept } from '@sciscope/engine';
import type { StateLiteral } from './concept-changes';
import { refOf, referencedConcepts, variantsOf } from './concept-state';
import type { ConceptsRepository } from './concepts.repository';
import { ontologyErrors } from './ontology.errors';

/*
 * The server's run of the concept form's validation (spec 02 section 5): the same rules as the
 * browser's, with the conflicts and composite expansions read from the database.
 */

/** Per literal: its plain forms and the other concepts having one of them. */
export interface LiteralFacts {
  variants: string[];
  conflicts: ConceptRef[];
}

export async function literalFacts({
  concepts,
  conceptId,
  literals,
  referenced,
}: {
  concepts: ConceptsRepository;
  conceptId: number | null;
  literals: ReadonlyArray<Pick<StateLiteral, 'name' | 'composite'>>;
  referenced?: ReadonlyMap<number, ReferencedConcept>;
}): Promise<LiteralFacts[]> {
  const refs = referenced ?? (await referencedConcepts(concepts, literals));
  const variants = literals.map((literal) => variantsOf(literal, refs));
  const keys = [...new Set(variants.flat().map(nameKey))];
  const rows = await concepts.conceptsWithLiteralKeys(keys, conceptId);
  return variants.map((forms) => {
    const wanted = new Set(forms.map(nameKey));
    const seen = new Set<number>();
    const conflicts: ConceptRef[] = [];
    for (const row of rows) {
      if (!wanted.has(row.literalKey) || seen.has(row.id)) continue;
      seen.add(row.id);
      conflicts.push(refOf(row));
    }
    return { variants: forms, conflicts };
  });
}

/** Validates a concept's name and literals; throws the 400 'Validation errors' with every issue. */
export async function requireValidConcept({
  concepts,
  conceptId,
  name,
  literals,
}: {
  concepts: ConceptsRepository;
  conceptId: number | null;
  name: string;
  literals: StateLiteral[];
}): Promise<ConceptValidation> {
  const facts = await literalFacts({ concepts, conceptId, literals });
  const validation = validateConceptDraft({
    name,
    literals: literals.map((literal, i) => ({
      ...literal,
      variants: facts[i]!.variants,
      conflicts: facts[i]!.conflicts.length,
    })),
  });
  if (validation.valid) return validation;
  const fields: Record<string, string> = {};
  const issues: string[] = [];
  for (const error of validation.errors) {
    const text = ontologyIssueText(error);
    issues.push(text);
    if (error.code === 'conceptNameEmpty') fields.name = text;
    else fields.literals ??= text;
  }
  validation.literals.forEach((literal, i) => {
    const first = literal.errors[0];
    if (first) fields[`literals.${i}`] = ontologyIssueText(first);
  });
  throw ontologyErrors.invalidConcept(fields, issues);
}
