import { z } from 'zod';
import { COUNT_ABBREVIATION_THRESHOLD, formatCount } from './count-format';

/*
 * The ontology's concepts and literals as the API shows and takes them (spec 02 sections 2,
 * 3, 5, 7 and 9). Field names follow the spec: camelCase entities (`isAmbiguous`,
 * `ontologyCategories`), snake_case where the spec's calls write it (`concept_id` in
 * composite parts and in `use-as-parent-in-composite`).
 */

/** Limits the spec leaves open (section 5: "maximum lengths … are not shown"), chosen here. */
export const ONTOLOGY_LIMITS = {
  nameMaxLength: 300,
  literalMaxLength: 300,
  literalsPerConcept: 500,
  /** Parts of one composite literal. */
  compositeParts: 20,
  /** Parents, children or related concepts set in one save. */
  relationsPerSave: 500,
  categoriesPerConcept: 50,
  categoryNameMaxLength: 120,
  rejectReasonMaxLength: 2000,
  /** Literals one check call takes. */
  literalsPerCheck: 100,
  /** Children listed with a concept (the count says how many there are). */
  childrenListed: 200,
} as const;

/** Spec 02 section 9. */
export const ONTOLOGY_CONSTANTS = {
  conceptsPageSize: 50,
  logPageSize: 100,
  /** Autocomplete: at least 2 characters, 250 ms after typing stops. */
  autocompleteMinLength: 2,
  autocompleteDelayMs: 250,
  /** Concept search labels (merge, # lookup) are cut at 70 characters. */
  conceptLabelLength: 70,
  recommendedTopN: 50,
  recommendedShown: 10,
  /** Counts of 100 or more are abbreviated ('100+', '1.2k+'); a literal check counts matches up to this. */
  countAbbreviation: COUNT_ABBREVIATION_THRESHOLD,
  /** Collapsible concept lists: more than 20 collapse to 15. */
  collapseThreshold: 20,
  collapseShown: 15,
  slugMaxLength: 120,
  /** Samples of matching articles per checked literal. */
  literalSamples: 3,
} as const;

/** Literal languages (section 9); '' is "all". */
export const LITERAL_LANGS = ['', 'de', 'en', 'fr', 'ru'] as const;
export type LiteralLang = (typeof LITERAL_LANGS)[number];

/** Texts of spec 02 sections 2, 5 and 8, verbatim. */
export const ONTOLOGY_TEXTS = {
  conceptNameEmpty: 'Concept name cannot be empty.',
  /** Past `ONTOLOGY_LIMITS.nameMaxLength`: the server's text, which the form also shows before sending. */
  conceptNameTooLong: 'Concept name is too long.',
  nameNotInLiterals: (name: string) => `Chosen concept name "${name}" doesn't appear in the list of literals.`,
  noLiterals: 'Concept should have at least one literal.',
  noCorrectLiteral: 'Concept must have at least one correct non-ambiguous literal.',
  literalsIncorrect: 'One or more literals are incorrect. Please check below.',
  validationErrors: 'Validation errors',
  literalEmpty: 'Literal cannot be empty',
  /** Past `ONTOLOGY_LIMITS.literalMaxLength`: the server's text, which the form also shows before sending. */
  literalTooLong: 'Literal is too long.',
  literalNotUnique: 'Literal must be unique across concept literals',
  literalConflicts: 'Literal is not unique. See conflicting concepts.',
  compositeContainsLiteral: (literal: string) =>
    `Composite literal contains another literal within the same concept: "${literal}"`,
  literalExistsIn: (literal: string) => `Literal already exists in literal "${literal}"`,
  similarLiteral: (literal: string) => `Similar to literal "${literal}". Possible duplicate?`,
  parentProtected: (children: number) =>
    `Can't delete/merge because this concept is a parent for ${children} other concept(s).`,
  conceptMissing: "Concept doesn't exist.",
  networkProblem: 'Network problem, please try again.',
  errorSaving: 'Error saving concept:',
  errorScrollLink: '* An error occurred. Click here...',
  deleted: 'This concept was deleted. Restore to edit.',
  basic: "This is a basic concept and it doesn't affect article analysis.",
  pendingChanges: (count: number) => `There is/are ${count} pending change(s). Click here to review.`,
  typeToAdd: 'Type here to add...',
  mergeSearch: 'Search concept to merge it with current one:',
  editTitle: 'Edit concept - Ontology',
  logTitle: 'Moderation: ontology',
  logFilter: 'Email or organization',
  loading: 'Loading...',
  noResults: 'No results',
  removedConcept: 'removed concept',
  restoredConcept: 'restored concept',
} as const;

/** A concept reference inside a composite literal. */
export const compositeReferenceSchema = z.object({
  concept_id: z.number().int().positive(),
  name: z.string().max(ONTOLOGY_LIMITS.nameMaxLength),
});

/** One part of a composite literal: a text string or a concept reference. */
export const compositePartSchema = z.union([
  z.string().max(ONTOLOGY_LIMITS.literalMaxLength),
  compositeReferenceSchema,
]);
export type CompositePartApi = z.infer<typeof compositePartSchema>;

/** The language of a literal: '' or 'all' for any language (stored as ''). */
const langSchema = z
  .enum(['', 'all', 'de', 'en', 'fr', 'ru'], { message: 'Unknown language.' })
  .transform((lang): LiteralLang => (lang === 'all' ? '' : lang));

/** A literal as the concept form sends it. */
export const literalInputSchema = z.object({
  /** The stored literal this row edits; absent for a new one. */
  id: z.number().int().positive().nullish(),
  name: z.string().max(ONTOLOGY_LIMITS.literalMaxLength, ONTOLOGY_TEXTS.literalTooLong),
  composite: z.array(compositePartSchema).max(ONTOLOGY_LIMITS.compositeParts).nullish(),
  lang: langSchema.default(''),
  isAmbiguous: z.boolean().default(false),
  /** The user set the ambiguity flag by hand: the flag is then a moderator's, which the corpus statistics never override. */
  checkboxInteracted: z.boolean().optional(),
});
export type LiteralInput = z.input<typeof literalInputSchema>;
export type LiteralInputParsed = z.output<typeof literalInputSchema>;

/** A stored literal. */
export const literalSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  composite: z.array(compositePartSchema).nullable(),
  lang: z.enum(LITERAL_LANGS),
  isAmbiguous: z.boolean(),
  /** Who set the flag: the corpus statistics ('machine') or a moderator, whose flag wins. */
  ambiguitySetBy: z.enum(['machine', 'moderator']),
  /** Articles whose concept this literal made count at the last rescan. */
  df: z.number().int(),
});
export type Literal = z.infer<typeof literalSchema>;

/** A concept named beside another (parent, child, related, conflict, neighbour). */
export const conceptRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  basic: z.boolean(),
  deleted: z.boolean(),
  df: z.number().int(),
});
export type ConceptRef = z.infer<typeof conceptRefSchema>;

/** A top-level grouping of a concept: a top concept of an imported scheme, or a moderators' category. */
export const ontologyCategorySchema = z.object({
  name: z.string(),
  kind: z.enum(['scheme', 'moderator']),
  /** The top concept, for a scheme category. */
  conceptId: z.number().int().nullable(),
});
export type OntologyCategory = z.infer<typeof ontologyCategorySchema>;

/** A concept with everything the concept form shows (spec 02 section 3). */
export const conceptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  basic: z.boolean(),
  deleted: z.boolean(),
  isManuallyModified: z.boolean(),
  dateModified: z.string(),
  /** Articles carrying the concept (exact after the last rescan). */
  df: z.number().int(),
  childConceptsCount: z.number().int(),
  /** The corpus statistics suggest the concept is basic (see the curation queue). */
  basicSuggested: z.boolean(),
  literals: z.array(literalSchema),
  parents: z.array(conceptRefSchema),
  /** At most `ONTOLOGY_LIMITS.childrenListed`; `childConceptsCount` has the total. */
  children: z.array(conceptRefSchema),
  related: z.array(conceptRefSchema),
  ontologyCategories: z.array(ontologyCategorySchema),
  /** Where it was imported from (`{ source, key }`). */
  origins: z.array(z.object({ source: z.string(), key: z.string() })),
  /** Pending suggestions for this concept: moderators only (null for everyone else). */
  pendingChanges: z.number().int().nullable(),
});
export type Concept = z.infer<typeof conceptSchema>;

export const conceptResponseSchema = z.object({ concept: conceptSchema });
export type ConceptResponse = z.infer<typeof conceptResponseSchema>;

const idListSchema = z.array(z.number().int().positive()).max(ONTOLOGY_LIMITS.relationsPerSave);

/** `POST /api/ontology/concepts`, `PUT /api/ontology/concepts/{id}`: the concept form. */
export const conceptInputSchema = z.object({
  name: z.string().max(ONTOLOGY_LIMITS.nameMaxLength, ONTOLOGY_TEXTS.conceptNameTooLong),
  basic: z.boolean().default(false),
  literals: z.array(literalInputSchema).max(ONTOLOGY_LIMITS.literalsPerConcept, 'Too many literals.'),
  /** Absent: unchanged. */
  parentIds: idListSchema.optional(),
  childIds: idListSchema.optional(),
  relatedIds: idListSchema.optional(),
  /** Names of moderators' categories (scheme categories follow the hierarchy); absent: unchanged. */
  ontologyCategories: z
    .array(z.string().trim().min(1).max(ONTOLOGY_LIMITS.categoryNameMaxLength))
    .max(ONTOLOGY_LIMITS.categoriesPerConcept)
    .optional(),
});
export type ConceptInput = z.input<typeof conceptInputSchema>;
export type ConceptInputParsed = z.output<typeof conceptInputSchema>;

/** What a save, delete, restore or merge answers. */
export const conceptChangeResponseSchema = z.object({
  ok: z.literal(true),
  /** True when the change went to the moderators as a suggestion (nothing changed yet). */
  pending: z.boolean(),
  /** The log entry written; null when nothing changed. */
  logId: z.number().int().nullable(),
  /** The concept as it is now (null for a suggested new concept). */
  concept: conceptSchema.nullable(),
  /** Articles queued for a rescan by an applied change, and the task that rescans them. */
  rescan: z.object({ articles: z.number().int(), taskId: z.number().int().nullable() }).nullable(),
});
export type ConceptChangeResponse = z.infer<typeof conceptChangeResponseSchema>;

/** `POST /api/ontology/concepts/{id}/merge` */
export const mergeConceptSchema = z.object({ targetId: z.number().int().positive() });

/** `GET /api/ontology/concepts?query=&offset=&status=` */
export const conceptListQuerySchema = z.object({
  query: z.string().trim().max(ONTOLOGY_LIMITS.nameMaxLength).default(''),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  status: z.enum(['active', 'deleted', 'basic', 'all']).default('active'),
});

export const conceptListResponseSchema = z.object({
  concepts: z.array(conceptRefSchema.extend({ literalsCount: z.number().int(), childConceptsCount: z.number().int() })),
  total: z.number().int(),
  offset: z.number().int(),
});
export type ConceptListResponse = z.infer<typeof conceptListResponseSchema>;

/** `POST /api/ontology/check-literals`: the concept form's re-check of its literals. */
export const literalCheckRequestSchema = z.object({
  /** The concept being edited (its own literals are no conflicts); absent for a new one. */
  conceptId: z.number().int().positive().nullish(),
  literals: z.array(literalInputSchema).min(1).max(ONTOLOGY_LIMITS.literalsPerCheck),
});
export type LiteralCheckRequest = z.input<typeof literalCheckRequestSchema>;

/** A lexical neighbour: a concept whose literal shares words with the checked one. */
export const neighborConceptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its literal lies inside the checked literal: it can be the parent of a composite ('Construct'). */
  canBeParent: z.boolean(),
  basic: z.boolean(),
});
export type NeighborConcept = z.infer<typeof neighborConceptSchema>;

/** A document frequency with the search that lists the articles. */
export const potentialDfSchema = z.object({
  /** The search page's query for the literal (`"neural network"`). */
  searchQuery: z.string(),
  /** Articles the literal matches, counted up to `ONTOLOGY_CONSTANTS.countAbbreviation`. */
  df: z.number().int(),
  /** True when counting stopped at the cap (shown as '100+'). */
  capped: z.boolean(),
});
export type PotentialDf = z.infer<typeof potentialDfSchema>;

/** A matching article with the sentence around the match. */
export const literalSampleSchema = z.object({
  articleId: z.number().int(),
  title: z.string(),
  /** The sentence with the match, cut to about 240 characters; `start`/`end` mark the match in it. */
  snippet: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type LiteralSample = z.infer<typeof literalSampleSchema>;

export const literalCheckSchema = z.object({
  /** The plain forms the literal stands for (composites expanded; a plain literal: itself). */
  expandedLiteralsVariants: z.array(z.string()),
  similarLiteralsConcepts: z.array(conceptRefSchema),
  lexicalNeighborsConcepts: z.array(neighborConceptSchema),
  dfs: potentialDfSchema,
  samples: z.array(literalSampleSchema),
  /** No offline Wikipedia data exists: always null / empty (see the help page). */
  wikiLink: z.null(),
  wikiAmbiguous: z.null(),
  wikiVariants: z.array(z.never()),
});
export type LiteralCheck = z.infer<typeof literalCheckSchema>;

export const literalCheckResponseSchema = z.object({
  literals: z.array(literalCheckSchema),
  /** Articles any of the literals matches (the total DF line). */
  total: potentialDfSchema,
});
export type LiteralCheckResponse = z.infer<typeof literalCheckResponseSchema>;

/** `POST /api/ontology/use-as-parent-in-composite` (spec 02 section 7). */
export const useAsParentRequestSchema = z.object({
  concept_id: z.number().int().positive().nullish(),
  parent_concept_id: z.number().int().positive(),
  literals: z
    .array(
      z.object({
        name: z.string().max(ONTOLOGY_LIMITS.literalMaxLength),
        composite: z.array(compositePartSchema).max(ONTOLOGY_LIMITS.compositeParts).nullish(),
        is_ambiguous: z.boolean().default(false),
        lang: langSchema.default(''),
      }),
    )
    .max(ONTOLOGY_LIMITS.literalsPerConcept),
});
export type UseAsParentRequest = z.input<typeof useAsParentRequestSchema>;

export const useAsParentResponseSchema = z.object({
  result: z.object({
    /** The literals with every occurrence of a parent literal replaced by a reference to the parent. */
    literals: z.array(
      z.object({
        name: z.string(),
        composite: z.array(compositePartSchema).nullable(),
        is_ambiguous: z.boolean(),
        lang: z.enum(LITERAL_LANGS),
      }),
    ),
    /** How many literals became composites. */
    constructed: z.number().int(),
    parent: conceptRefSchema,
  }),
});
export type UseAsParentResponse = z.infer<typeof useAsParentResponseSchema>;

/** `GET /api/ontology/concepts/{id}/missing-literals?targetId=`: what a merge carries over. */
export const missingLiteralsQuerySchema = z.object({ targetId: z.coerce.number().int().positive() });
export const missingLiteralsResponseSchema = z.object({ literals: z.array(literalSchema) });

/** `GET /api/ontology/concepts/{id}/recommended?topn=`: concepts that often come with this one. */
export const recommendedConceptsQuerySchema = z.object({
  topn: z.coerce
    .number()
    .int()
    .min(1)
    .max(ONTOLOGY_CONSTANTS.recommendedTopN)
    .default(ONTOLOGY_CONSTANTS.recommendedTopN),
});
export const recommendedConceptsResponseSchema = z.object({
  concepts: z.array(z.object({ conceptId: z.number().int(), name: z.string(), articles: z.number().int() })),
});
export type RecommendedConceptsResponse = z.infer<typeof recommendedConceptsResponseSchema>;

/**
 * Counts of 100 or more are abbreviated with a plus (section 9), by the product's one rule
 * (`formatCount`: "100+", "1.2k+", "18k+"). A `capped` count stopped at the cap, so it is at
 * least that many and reads with a plus even when the cap is below 100.
 */
export function abbreviateCount(count: number, capped = false): string {
  if (capped && count < COUNT_ABBREVIATION_THRESHOLD) return `${count}+`;
  return formatCount(count);
}

/** A problem the concept form's validation reports (the engine's `validateConceptDraft`). */
export type OntologyIssue =
  | { code: 'conceptNameEmpty' }
  | { code: 'noLiterals' }
  | { code: 'noCorrectLiteral' }
  | { code: 'literalsIncorrect' }
  | { code: 'nameNotInLiterals'; name: string }
  | { code: 'literalEmpty' }
  | { code: 'literalNotUnique' }
  | { code: 'literalConflicts' }
  | { code: 'compositeContainsLiteral'; literal: string }
  | { code: 'literalExistsIn'; literal: string }
  | { code: 'similarLiteral'; literal: string };

/** The spec's text of a validation issue (section 5, verbatim). */
export function ontologyIssueText(issue: OntologyIssue): string {
  switch (issue.code) {
    case 'conceptNameEmpty':
      return ONTOLOGY_TEXTS.conceptNameEmpty;
    case 'noLiterals':
      return ONTOLOGY_TEXTS.noLiterals;
    case 'noCorrectLiteral':
      return ONTOLOGY_TEXTS.noCorrectLiteral;
    case 'literalsIncorrect':
      return ONTOLOGY_TEXTS.literalsIncorrect;
    case 'nameNotInLiterals':
      return ONTOLOGY_TEXTS.nameNotInLiterals(issue.name);
    case 'literalEmpty':
      return ONTOLOGY_TEXTS.literalEmpty;
    case 'literalNotUnique':
      return ONTOLOGY_TEXTS.literalNotUnique;
    case 'literalConflicts':
      return ONTOLOGY_TEXTS.literalConflicts;
    case 'compositeContainsLiteral':
      return ONTOLOGY_TEXTS.compositeContainsLiteral(issue.literal);
    case 'literalExistsIn':
      return ONTOLOGY_TEXTS.literalExistsIn(issue.literal);
    case 'similarLiteral':
      return ONTOLOGY_TEXTS.similarLiteral(issue.literal);
  }
}
