/**
 * SKOS concepts out of RDF triples, whatever syntax they were read from: prefLabel gives
 * the name, altLabel/hiddenLabel (and prefLabels in other languages) the literals,
 * broader plus inverted narrower the parents, related the symmetric relations.
 */
import type { ParsedConcept, ParsedConceptFacts, ParsedLiteralFacts, ParsedOntology } from './ontology.types';
import { addUniqueLabels, labelKey, normalizeLabel } from './label-text';
import { RDF_TYPE, SKOS_NS } from './rdf-terms';
import { SCISCOPE_NS } from './skos-export';
import type { RdfTriple } from './rdf-terms';
import type { WarningCollector } from './warnings';

interface Label {
  text: string;
  lang: string;
}

interface SubjectFacts {
  types: Set<string>;
  prefLabels: Label[];
  altLabels: Label[];
  hiddenLabels: Label[];
  broader: string[];
  narrower: string[];
  related: string[];
  /** sciscope:basic as written, when the subject has it. */
  basic?: string;
  ambiguousLabels: Label[];
  compositeLabels: string[];
}

const CONCEPT = `${SKOS_NS}Concept`;
const NOT_CONCEPTS = new Set([`${SKOS_NS}ConceptScheme`, `${SKOS_NS}Collection`, `${SKOS_NS}OrderedCollection`]);

/** Preferred label language first, then untagged, then anything, in document order. */
function chooseLabel(labels: Label[]): Label | undefined {
  const english = labels.find(({ lang }) => lang === 'en' || lang.startsWith('en-'));
  return english ?? labels.find(({ lang }) => lang === '') ?? labels[0];
}

function localName(iri: string): string {
  const cut = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/'), iri.lastIndexOf(':'));
  return iri.slice(cut + 1) || iri;
}

/**
 * Builds the ontology of one source. Subjects typed skos:Concept are the concepts; a file
 * that types none (some exports omit rdf:type) falls back to every labelled subject that
 * is not a scheme or collection. References to unknown concepts are dropped with a warning.
 */
export function buildSkosOntology({
  source,
  triples,
  warnings,
}: {
  source: string;
  triples: Iterable<RdfTriple>;
  warnings: WarningCollector;
}): ParsedOntology {
  const facts = new Map<string, SubjectFacts>();
  const factsOf = (subject: string): SubjectFacts => {
    let entry = facts.get(subject);
    if (!entry) {
      entry = {
        types: new Set(),
        prefLabels: [],
        altLabels: [],
        hiddenLabels: [],
        broader: [],
        narrower: [],
        related: [],
        ambiguousLabels: [],
        compositeLabels: [],
      };
      facts.set(subject, entry);
    }
    return entry;
  };

  for (const { subject, predicate, object } of triples) {
    if (predicate === RDF_TYPE) {
      if (object.kind === 'node') factsOf(subject).types.add(object.value);
      continue;
    }
    if (predicate.startsWith(SCISCOPE_NS)) {
      readSciscopeFact(factsOf(subject), predicate.slice(SCISCOPE_NS.length), object);
      continue;
    }
    if (!predicate.startsWith(SKOS_NS)) continue;
    const term = predicate.slice(SKOS_NS.length);
    if (term === 'prefLabel' || term === 'altLabel' || term === 'hiddenLabel') {
      if (object.kind !== 'literal') {
        warnings.warn(`skos:${term} of ${subject} is not a literal; ignored`);
        continue;
      }
      const text = normalizeLabel(object.value);
      if (text !== '') factsOf(subject)[`${term}s`].push({ text, lang: object.lang });
    } else if (term === 'broader' || term === 'narrower' || term === 'related') {
      if (object.kind !== 'node') {
        warnings.warn(`skos:${term} of ${subject} is a literal, not a concept; ignored`);
        continue;
      }
      factsOf(subject)[term].push(object.value);
    }
  }

  let conceptKeys = [...facts].filter(([, entry]) => entry.types.has(CONCEPT)).map(([key]) => key);
  if (conceptKeys.length === 0) {
    conceptKeys = [...facts]
      .filter(([, entry]) => entry.prefLabels.length > 0 && ![...entry.types].some((type) => NOT_CONCEPTS.has(type)))
      .map(([key]) => key);
    if (conceptKeys.length > 0)
      warnings.warn('no subject is typed skos:Concept; every labelled subject is taken as one');
  }
  const isConcept = new Set(conceptKeys);
  const broaderOf = new Map<string, Set<string>>(conceptKeys.map((key) => [key, new Set()]));
  const relatedOf = new Map<string, Set<string>>(conceptKeys.map((key) => [key, new Set()]));
  const dangling = new Map<string, number>();
  const link = (relation: Map<string, Set<string>>, from: string, to: string, term: string): boolean => {
    if (from === to) {
      warnings.warn(`${from} is skos:${term} of itself; ignored`);
      return false;
    }
    if (!isConcept.has(to) || !isConcept.has(from)) {
      const missing = isConcept.has(to) ? from : to;
      dangling.set(missing, (dangling.get(missing) ?? 0) + 1);
      return false;
    }
    relation.get(from)!.add(to);
    return true;
  };

  for (const key of conceptKeys) {
    const entry = facts.get(key)!;
    for (const parent of entry.broader) link(broaderOf, key, parent, 'broader');
    for (const child of entry.narrower) link(broaderOf, child, key, 'narrower');
    for (const other of entry.related) {
      // skos:related is symmetric; files often state only one direction.
      if (link(relatedOf, key, other, 'related')) relatedOf.get(other)!.add(key);
    }
  }
  for (const [missing, uses] of dangling) {
    warnings.warn(`reference to ${missing} (${uses}×), which is not a concept of ${source}; dropped`);
  }

  const concepts: ParsedConcept[] = conceptKeys.map((key) => {
    const entry = facts.get(key)!;
    const chosen = chooseLabel(entry.prefLabels);
    let name = chosen?.text;
    if (name === undefined) {
      name = chooseLabel(entry.altLabels)?.text ?? localName(key);
      warnings.warn(`${key} has no skos:prefLabel; named "${name}"`);
    }
    const literals: string[] = [];
    const seen = new Set<string>();
    addUniqueLabels(literals, seen, [name]);
    addUniqueLabels(
      literals,
      seen,
      [...entry.prefLabels, ...entry.altLabels, ...entry.hiddenLabels].map(({ text }) => text),
    );
    return { key, name, literals, broader: [...broaderOf.get(key)!], related: [...relatedOf.get(key)!] };
  });
  const stated = new Map<string, ParsedConceptFacts>();
  for (const concept of concepts) {
    stated.set(concept.key, conceptFacts({ entry: facts.get(concept.key)!, concept, isConcept, warnings }));
  }
  return { source, concepts, warnings: warnings.list(), facts: stated };
}

function readSciscopeFact(entry: SubjectFacts, term: string, object: RdfTriple['object']): void {
  if (object.kind !== 'literal') return;
  if (term === 'basic') entry.basic = object.value;
  else if (term === 'ambiguousLabel')
    entry.ambiguousLabels.push({ text: normalizeLabel(object.value), lang: object.lang });
  else if (term === 'compositeLabel') entry.compositeLabels.push(object.value);
}

/**
 * Languages of the concept's literals (first spelling wins, as for the literals), and, for a
 * concept of a sciscope export (it states sciscope:basic), its basic flag, the ambiguity of
 * every literal and its composite literals.
 */
function conceptFacts({
  entry,
  concept,
  isConcept,
  warnings,
}: {
  entry: SubjectFacts;
  concept: ParsedConcept;
  isConcept: ReadonlySet<string>;
  warnings: WarningCollector;
}): ParsedConceptFacts {
  const literals = new Map<string, ParsedLiteralFacts>();
  for (const { text, lang } of [...entry.prefLabels, ...entry.altLabels, ...entry.hiddenLabels]) {
    const key = labelKey(text);
    if (!literals.has(key)) literals.set(key, { lang });
  }
  const result: ParsedConceptFacts = { literals };
  if (entry.basic === undefined) return result;
  result.basic = entry.basic === 'true' || entry.basic === '1';
  const ambiguous = new Set(entry.ambiguousLabels.map(({ text }) => labelKey(text)));
  for (const literal of concept.literals) {
    const key = labelKey(literal);
    const known = literals.get(key) ?? { lang: '' };
    literals.set(key, { ...known, isAmbiguous: ambiguous.has(key) });
  }
  for (const json of entry.compositeLabels) {
    const composite = readComposite(json);
    const facts = composite && literals.get(labelKey(composite.label));
    const dangling = composite?.parts.find((part) => 'conceptKey' in part && !isConcept.has(part.conceptKey));
    if (!composite || !facts || dangling) {
      warnings.warn(`sciscope:compositeLabel of ${concept.key} is malformed or refers to an unknown concept; ignored`);
      continue;
    }
    facts.composite = composite.parts;
  }
  return result;
}

function readComposite(json: string): { label: string; parts: NonNullable<ParsedLiteralFacts['composite']> } | null {
  try {
    const value = JSON.parse(json) as { label?: unknown; parts?: unknown };
    if (typeof value.label !== 'string' || !Array.isArray(value.parts)) return null;
    const parts: NonNullable<ParsedLiteralFacts['composite']> = [];
    for (const part of value.parts as Array<{ text?: unknown; concept?: unknown }>) {
      if (typeof part?.text === 'string') parts.push({ text: part.text });
      else if (typeof part?.concept === 'string') parts.push({ conceptKey: part.concept });
      else return null;
    }
    return { label: value.label, parts };
  } catch {
    return null;
  }
}
