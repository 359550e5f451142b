import { z } from 'zod';
import {
  conceptRefSchema,
  conceptSchema,
  literalSampleSchema,
  LITERAL_LANGS,
  compositePartSchema,
  neighborConceptSchema,
  potentialDfSchema,
  recommendedConceptsResponseSchema,
} from './ontology.contract';
import { ontologyLogResponseSchema } from './ontology-log.contract';

/*
 * The GraphQL operations the concept pages send to `/api/graphql/` (spec 02 section 7), each
 * with the zod schema of its `data`: the documents and the answers are part of the API like
 * the REST routes. Composite parts travel as the `CompositePart` scalar, in the REST form (a
 * string, or `{ concept_id, name }`), so the answers are checked with the REST schemas.
 */

const CONCEPT_REF = 'id name basic deleted df';
const CONCEPT_FIELDS = `id name basic deleted isManuallyModified dateModified df childConceptsCount basicSuggested
  literals { id name composite lang isAmbiguous ambiguitySetBy df }
  parents { ${CONCEPT_REF} } children { ${CONCEPT_REF} } related { ${CONCEPT_REF} }
  ontologyCategories { name kind conceptId } origins { source key } pendingChanges`;

/** `concept(id)`, full form: what the concept form shows. */
export const CONCEPT_QUERY = `query Concept($id: Int!) { concept(id: $id) { ${CONCEPT_FIELDS} } }`;
export const conceptQueryDataSchema = z.object({ concept: conceptSchema.nullable() });

/** The form's re-check of its literals: conflicts, neighbours, variants and DFs in one request. */
export const LITERAL_CHECKS_QUERY = `query LiteralChecks($conceptId: Int, $literals: [LiteralInput!]!) {
  searchConflictConcepts(conceptId: $conceptId, literals: $literals) { ${CONCEPT_REF} }
  searchNeighborConcepts(conceptId: $conceptId, literals: $literals) { id name canBeParent basic }
  expandedLiteralsVariants(literals: $literals)
  literalsDfs(literals: $literals) {
    perLiteral { searchQuery df capped samples { articleId title snippet start end } }
    total { searchQuery df capped }
  }
}`;
export const literalChecksDataSchema = z.object({
  searchConflictConcepts: z.array(z.array(conceptRefSchema)),
  searchNeighborConcepts: z.array(z.array(neighborConceptSchema)),
  expandedLiteralsVariants: z.array(z.array(z.string())),
  literalsDfs: z.object({
    perLiteral: z.array(potentialDfSchema.extend({ samples: z.array(literalSampleSchema) })),
    total: potentialDfSchema,
  }),
});
export type LiteralChecksData = z.infer<typeof literalChecksDataSchema>;

const CONCEPT_RESULT = `ok pending logId rescanArticles rescanTaskId concept { ${CONCEPT_FIELDS} }`;
const conceptResultSchema = z.object({
  ok: z.literal(true),
  pending: z.boolean(),
  logId: z.number().int().nullable(),
  rescanArticles: z.number().int().nullable(),
  rescanTaskId: z.number().int().nullable(),
  concept: conceptSchema.nullable(),
});
export type ConceptResult = z.infer<typeof conceptResultSchema>;

/** The `concept` mutation: create (no id), edit, delete (`deleted: true`), restore (`deleted: false`). */
export const CONCEPT_MUTATION = `mutation SaveConcept($id: Int, $name: String, $literals: [LiteralInput!], $basic: Boolean,
  $deleted: Boolean, $ontologyCategories: [String!], $parentIds: [Int!], $childIds: [Int!], $relatedIds: [Int!]) {
  concept(id: $id, name: $name, literals: $literals, basic: $basic, deleted: $deleted,
    ontologyCategories: $ontologyCategories, parentIds: $parentIds, childIds: $childIds, relatedIds: $relatedIds) {
    ${CONCEPT_RESULT}
  }
}`;
export const conceptMutationDataSchema = z.object({ concept: conceptResultSchema });

/** `mergeConcept(id, targetId)` (moderators). */
export const MERGE_CONCEPT_MUTATION = `mutation MergeConcept($id: Int!, $targetId: Int!) {
  mergeConcept(id: $id, targetId: $targetId) { ${CONCEPT_RESULT} }
}`;
export const mergeConceptDataSchema = z.object({ mergeConcept: conceptResultSchema });

/** `missingLiterals(concept_id, dest_literals, literals)`: what a merge carries over. */
export const MISSING_LITERALS_QUERY = `query MissingLiterals($conceptId: Int!, $destLiterals: [LiteralInput!]!, $literals: [LiteralInput!]) {
  missingLiterals(concept_id: $conceptId, dest_literals: $destLiterals, literals: $literals) { name composite lang isAmbiguous }
}`;
export const missingLiteralsDataSchema = z.object({
  missingLiterals: z.array(
    z.object({
      name: z.string(),
      composite: z.array(compositePartSchema).nullable(),
      lang: z.enum(LITERAL_LANGS),
      isAmbiguous: z.boolean(),
    }),
  ),
});

/** `ontologyLogs(concept_id, status)`: a concept's modification log. */
export const ONTOLOGY_LOGS_QUERY = `query OntologyLogs($conceptId: Int, $status: String, $offset: Int) {
  ontologyLogs(concept_id: $conceptId, status: $status, offset: $offset) {
    total
    logs {
      id conceptId name status source dateCreated dateModified createdByEmail modifiedByEmail reviewReason rescanArticles
      createdBy { email organizations } createdByKind modifiedByKind
      actions { type name basic previous_name category_name concept_id merged_into { concept_id name }
        literal { name composite lang isAmbiguous } }
    }
  }
}`;
export const ontologyLogsDataSchema = z.object({ ontologyLogs: ontologyLogResponseSchema });

/** `recommendedConcepts(conceptId, topn)`. */
export const RECOMMENDED_CONCEPTS_QUERY = `query Recommended($conceptId: Int!, $topn: Int) {
  recommendedConcepts(conceptId: $conceptId, topn: $topn) { conceptId name articles }
}`;
export const recommendedConceptsDataSchema = z.object({
  recommendedConcepts: recommendedConceptsResponseSchema.shape.concepts,
});

/** A GraphQL answer: `data` and, when something failed, `errors` with the server's messages. */
export const graphqlResponseSchema = z.object({
  data: z.unknown().nullable().optional(),
  errors: z
    .array(
      z.object({
        message: z.string(),
        extensions: z.object({ code: z.string().optional(), details: z.unknown().optional() }).passthrough().optional(),
      }),
    )
    .optional(),
});
