/**
 * SKOS concepts out of RDF triples, whatever syntax they were read from: prefLabel gives
 * the name, altLabel/hiddenLabel (and prefLabels in other languages) the literals,
 * broader plus inverted narrower the parents, related the symmetric relations.
 */
import type { ParsedConcept, ParsedOntology } from './ontology.types';
import { addUniqueLabels, normalizeLabel } from './label-text';
import { RDF_TYPE, SKOS_NS } from './rdf-terms';
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
  return { source, concepts, warnings: warnings.list() };
}
