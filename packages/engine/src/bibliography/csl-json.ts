/**
 * CSL-JSON (the Citation Style Language's data format, exported by Zotero, Mendeley and
 * citation.js, and served by doi.org for `application/vnd.citationstyles.csl+json`): an array
 * of items with `title`, `author` ([{family, given} | {literal}]), `issued`
 * ({"date-parts": [[2019, 5]]} or {raw}), `DOI`, `URL`, `PMID`, `PMCID`, `container-title`.
 * A single item, or an object with an `items` array, is read too.
 */
import {
  BibliographyError,
  addIdentifiers,
  addPubmedIds,
  cleanText,
  cleanTitle,
  emptyReference,
  isUsable,
  yearOf,
  type BibReference,
  type BibliographyProblem,
  type BibliographyReadResult,
} from './reference';

export function looksLikeCslJson(text: string): boolean {
  return /^\uFEFF?\s*[[{]/.test(text);
}

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readCslJson(text: string): BibliographyReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BibliographyError(`The CSL-JSON file is not valid JSON (${reason}).`);
  }
  const items: unknown[] = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data.items)
      ? data.items
      : isObject(data)
        ? [data]
        : [];
  if (items.length === 0)
    throw new BibliographyError('The CSL-JSON file holds no item (expected an array of objects).');
  const problems: BibliographyProblem[] = [];
  const references: BibReference[] = [];
  items.forEach((item, i) => {
    if (!isObject(item)) {
      problems.push({ line: null, message: `Item ${i + 1} is not an object.` });
      return;
    }
    const reference = toReference(item, i + 1);
    if (isUsable(reference)) references.push(reference);
    else problems.push({ line: null, message: `Item ${i + 1} has neither a title nor an identifier.` });
  });
  return { format: 'csl-json', references, problems };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function nameOf(person: unknown): string | null {
  if (!isObject(person)) return text(person);
  const literal = text(person.literal);
  if (literal) return cleanText(literal);
  const family = [text(person['non-dropping-particle']), text(person.family)].filter(Boolean).join(' ');
  const given = text(person.given);
  if (!family && !given) return null;
  return cleanText(family && given ? `${family}, ${given}` : family || given!);
}

function yearOfIssued(issued: unknown): number | null {
  if (!isObject(issued)) return yearOf(text(issued));
  const parts = issued['date-parts'];
  if (Array.isArray(parts) && Array.isArray(parts[0])) return yearOf(text(parts[0][0]));
  return yearOf(text(issued.raw) ?? text(issued.literal));
}

function toReference(item: Item, index: number): BibReference {
  const reference = emptyReference(index, JSON.stringify(item));
  const title = Array.isArray(item.title) ? text(item.title[0]) : text(item.title);
  reference.title = cleanTitle(title);
  if (Array.isArray(item.author)) {
    for (const person of item.author) {
      const name = nameOf(person);
      if (name) reference.authors.push(name);
    }
  }
  reference.year = yearOfIssued(item.issued) ?? yearOfIssued(item['original-date']);
  const venue = Array.isArray(item['container-title'])
    ? text(item['container-title'][0])
    : text(item['container-title']);
  reference.venue = venue ? cleanText(venue) : null;
  addIdentifiers(reference, text(item.DOI) ?? text(item.doi));
  addIdentifiers(reference, text(item.URL) ?? text(item.url));
  // arXiv items: Zotero writes `number: "arXiv:1706.03762"`, citation.js the id in `archive_location`.
  for (const key of ['number', 'archive_location', 'note']) {
    const value = text(item[key]);
    if (value && /arxiv/i.test(`${value} ${text(item.archive) ?? ''} ${text(item.publisher) ?? ''}`)) {
      addIdentifiers(reference, /arxiv/i.test(value) ? value : `arXiv:${value}`);
    }
  }
  addPubmedIds(reference, { pmid: item.PMID, pmcid: item.PMCID });
  return reference;
}
