/**
 * One OpenAlex "work" JSON object (a line of a JSONL snapshot or an API page entry) to a
 * WorkRecord. Feeds are messy: every field may be missing, null or of the wrong type.
 * Bad optional fields are skipped with a warning; only a line without JSON object, id or
 * title is rejected. Nothing here throws.
 */
import { asArray, asBoolean, asCount, asObject, asText, pick } from './json-fields';
import { collapseRepeatedAuthorships } from './collapse-authorships';
import { cleanAuthorName, notAPersonReason } from './author-line';
import { splitJoinedAuthorships } from './joined-authorships';
import type { JsonObject } from './json-fields';
import { normalizeArxivId, normalizeDoi, normalizePmcId, normalizePubmedId } from './identifiers';
import { repairMojibake } from '../text/mojibake';
import type { NumberedLine } from './read-lines';
import type {
  AuthorPosition,
  ParseWorkResult,
  WorkAuthorship,
  WorkIdentifiers,
  WorkInstitution,
  WorkOrigin,
  WorkRecord,
  WorkVenue,
} from './work-record.types';

/** Positions beyond this in an inverted index are corrupt data, not a real abstract. */
const MAX_ABSTRACT_POSITION = 100_000;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const ORCID = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i;
const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * A text field as people read it (titles, names, affiliations): `asText`, with UTF-8 that was
 * read as Windows-1252 on its way decoded again (`repairMojibake`: "UniversitÃ¤t" → "Universität").
 */
function asReadableText(value: unknown): string | null {
  const text = asText(value);
  return text === null ? null : repairMojibake(text);
}

/**
 * Parses one JSONL line holding an OpenAlex work. Never throws: malformed input gives
 * `{ ok: false, error }`, usable input `{ ok: true, work, warnings }`.
 */
export function parseOpenAlexWork(line: string): ParseWorkResult {
  if (line.trim() === '') return { ok: false, error: 'empty line' };
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    return { ok: false, error: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  return parseOpenAlexWorkObject(json);
}

/** As parseOpenAlexWork, for an already decoded object (e.g. an API page's `results[i]`). */
export function parseOpenAlexWorkObject(json: unknown): ParseWorkResult {
  try {
    return buildWork(json);
  } catch (error) {
    // Defensive: the builders check every type, but an importer must never die on a line.
    return { ok: false, error: `unreadable work: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Parses a stream of numbered lines, skipping blank ones, so an importer can report
 * failures by line number: `for await (const { lineNumber, result } of …)`.
 */
export async function* parseOpenAlexWorkLines(
  lines: AsyncIterable<NumberedLine> | Iterable<NumberedLine>,
): AsyncGenerator<{ lineNumber: number; result: ParseWorkResult }> {
  for await (const { line, lineNumber } of lines) {
    if (line.trim() === '') continue;
    yield { lineNumber, result: parseOpenAlexWork(line) };
  }
}

function buildWork(json: unknown): ParseWorkResult {
  const object = asObject(json);
  if (!object) return { ok: false, error: 'not a JSON object' };
  const sourceId = asText(object.id);
  if (!sourceId) return { ok: false, error: 'missing id' };
  const title = asReadableText(object.title) ?? asReadableText(object.display_name);
  if (!title) return { ok: false, error: `missing title (${sourceId})` };

  const warnings: string[] = [];
  const locations = collectLocations(object);
  const work: WorkRecord = {
    sourceId,
    title,
    abstract: readAbstract(object, warnings),
    year: readYear(object),
    publicationDate: readPublicationDate(object),
    venue: readVenue(object),
    origins: readOrigins(locations),
    identifiers: readIdentifiers(object, locations, warnings),
    citationsCount: asCount(object.cited_by_count),
    openAccess: asBoolean(pick(object, 'open_access', 'is_oa')),
    manuscriptType: asText(object.type),
    keywords: readKeywords(object.keywords),
    authorships: readAuthorships(object.authorships, warnings),
  };
  return { ok: true, work, warnings };
}

function readAbstract(work: JsonObject, warnings: string[]): string | null {
  const plain = asReadableText(work.abstract);
  if (plain) return plain;
  const index = asObject(work.abstract_inverted_index);
  if (!index) return null;
  const entries = Object.entries(index);
  // First pass validates and sizes the array, so the second fills a dense one.
  let last = -1;
  let skipped = 0;
  for (const [, positions] of entries) {
    if (!Array.isArray(positions)) {
      skipped += 1;
      continue;
    }
    for (const position of positions) {
      if (isAbstractPosition(position)) last = Math.max(last, position);
      else skipped += 1;
    }
  }
  if (skipped > 0) warnings.push(`abstract_inverted_index: ${skipped} invalid position entries skipped`);
  const words = new Array<string | undefined>(last + 1).fill(undefined);
  for (const [word, positions] of entries) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions) if (isAbstractPosition(position)) words[position] = word;
  }
  // Positions missing from the index leave gaps; they are skipped, not rendered as blanks.
  const text = words
    .filter((word) => word !== undefined)
    .join(' ')
    .trim();
  return text === '' ? null : repairMojibake(text);
}

function isAbstractPosition(position: unknown): position is number {
  return Number.isSafeInteger(position) && (position as number) >= 0 && (position as number) <= MAX_ABSTRACT_POSITION;
}

function readYear(work: JsonObject): number | null {
  const isPlausible = (year: number | null): year is number => year !== null && year >= 1000 && year <= 2999;
  const year = asCount(work.publication_year);
  if (isPlausible(year)) return year;
  const date = asText(work.publication_date);
  const fromDate = date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;
  return isPlausible(fromDate) ? fromDate : null;
}

/** `publication_date` when it is a real calendar day (`2024-02-30` is not). */
function readPublicationDate(work: JsonObject): string | null {
  const text = asText(work.publication_date);
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? text : null;
}

function readVenue(work: JsonObject): WorkVenue | null {
  const source = asObject(pick(work, 'primary_location', 'source')) ?? asObject(work.host_venue);
  const name = asReadableText(source?.display_name);
  if (!name) return null;
  const biblio = asObject(work.biblio);
  const firstPage = asText(biblio?.first_page);
  const lastPage = asText(biblio?.last_page);
  const pages = firstPage && lastPage && lastPage !== firstPage ? `${firstPage}-${lastPage}` : firstPage;
  return {
    name,
    type: asText(source?.type),
    volume: asText(biblio?.volume),
    issue: asText(biblio?.issue),
    pages,
  };
}

function collectLocations(work: JsonObject): JsonObject[] {
  const candidates = [work.primary_location, work.best_oa_location, ...asArray(work.locations)];
  return candidates.map(asObject).filter((location): location is JsonObject => location !== null);
}

function readOrigins(locations: JsonObject[]): WorkOrigin[] {
  const byCode = new Map<WorkOrigin['code'], string>();
  for (const location of locations) {
    const landing = asText(location.landing_page_url);
    const pdf = asText(location.pdf_url);
    // Only web links: these URLs end up as hrefs in the interface.
    if (landing && HTTP_URL.test(landing) && !byCode.has('landing')) byCode.set('landing', landing);
    if (pdf && HTTP_URL.test(pdf) && !byCode.has('pdf')) byCode.set('pdf', pdf);
  }
  return [...byCode].map(([code, url]) => ({ code, url }));
}

function readIdentifiers(work: JsonObject, locations: JsonObject[], warnings: string[]): WorkIdentifiers {
  const identifiers: WorkIdentifiers = {};
  const ids = asObject(work.ids);
  const read = (raw: unknown, normalize: (text: string) => string | null, label: string): string | undefined => {
    const text = asText(raw);
    if (!text) return undefined;
    const value = normalize(text);
    if (value === null) warnings.push(`${label}: not recognised: ${text.slice(0, 80)}`);
    return value ?? undefined;
  };

  const doi = read(work.doi, normalizeDoi, 'doi') ?? read(ids?.doi, normalizeDoi, 'ids.doi');
  if (doi) identifiers.doi = doi;
  let arxiv = read(ids?.arxiv, normalizeArxivId, 'ids.arxiv');
  if (!arxiv && doi?.startsWith('10.48550/arxiv.')) {
    arxiv = normalizeArxivId(doi.slice('10.48550/arxiv.'.length)) ?? undefined;
  }
  for (const location of locations) {
    if (arxiv) break;
    const url = asText(location.landing_page_url) ?? asText(location.pdf_url);
    if (url && /arxiv\.org\/(?:abs|pdf)\//i.test(url)) arxiv = normalizeArxivId(url) ?? undefined;
  }
  if (arxiv) identifiers.arxiv = arxiv;
  const pmid = read(ids?.pmid, normalizePubmedId, 'ids.pmid');
  if (pmid) identifiers.pmid = pmid;
  const pmcid = read(ids?.pmcid, normalizePmcId, 'ids.pmcid');
  if (pmcid) identifiers.pmcid = pmcid;
  return identifiers;
}

function readKeywords(raw: unknown): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const entry of asArray(raw)) {
    const entryObject = asObject(entry);
    const keyword =
      typeof entry === 'string'
        ? asReadableText(entry)
        : (asReadableText(entryObject?.display_name) ?? asReadableText(entryObject?.keyword));
    if (!keyword) continue;
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

function readAuthorships(raw: unknown, warnings: string[]): WorkAuthorship[] {
  const entries = asArray(raw);
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) warnings.push('authorships: not a list');
  const kept: Array<Omit<WorkAuthorship, 'index' | 'authorPosition'> & { position: AuthorPosition | null }> = [];
  let dropped = 0;
  entries.forEach((entry, entryIndex) => {
    const authorship = asObject(entry);
    const author = asObject(authorship?.author);
    const rawName = authorName(authorship?.raw_author_name);
    const displayName = authorName(author?.display_name) ?? rawName;
    if (!authorship || !displayName) {
      warnings.push(`authorships[${entryIndex}]: no author name, skipped`);
      return;
    }
    const orcid = readOrcid(author?.orcid);
    const notAPerson = orcid === null ? notAPersonReason(displayName) : null;
    if (notAPerson !== null) {
      warnings.push(`authorships[${entryIndex}]: '${displayName}' is ${notAPerson}, not a person; skipped`);
      dropped++;
      return;
    }
    const institutions = readInstitutions(authorship.institutions);
    const position = asText(authorship.author_position);
    kept.push({
      position: position === 'first' || position === 'middle' || position === 'last' ? position : null,
      externalId: asText(author?.id),
      displayName,
      rawName,
      orcid,
      isCorresponding: asBoolean(authorship.is_corresponding) === true,
      institutions,
      countries: readCountries(authorship.countries, institutions),
      rawAffiliations: readRawAffiliations(authorship),
    });
  });
  const separate = splitJoinedAuthorships(kept);
  if (separate.split > 0) warnings.push(`authorships: ${separate.split} line(s) naming two people split in two`);
  const { lines, collapsed } = collapseRepeatedAuthorships(separate.lines);
  if (collapsed > 0) warnings.push(`authorships: ${collapsed} repeated author line(s) merged`);
  const reordered = collapsed > 0 || separate.split > 0 || dropped > 0;
  const lastIndex = lines.length - 1;
  return lines.map(({ position, ...rest }, index) => ({
    index,
    // Feeds without author_position (or whose lines were split, merged or dropped): derive it from the order.
    authorPosition: !reordered && position ? position : index === 0 ? 'first' : index === lastIndex ? 'last' : 'middle',
    ...rest,
  }));
}

/** An author line's name: readable, without footnote marks or a list's conjunction (null when none is left). */
function authorName(value: unknown): string | null {
  const text = asReadableText(value);
  return text === null ? null : withoutListConjunction(cleanAuthorName(text));
}

/**
 * A name cut from a byline with the list's conjunction still on it ("and Yann LeCun", "& Peter
 * Stone": the last name of "A, B, and C"), as some venue lists carry it: the conjunction goes.
 * Only a lower-case "and" or "&" followed by a capital, so no real name is touched.
 */
function withoutListConjunction(name: string | null): string | null {
  if (name === null) return null;
  const stripped = name.replace(/^(?:and|&)\s+(?=\p{Lu})/u, '');
  return stripped === '' ? null : stripped;
}

function readInstitutions(raw: unknown): WorkInstitution[] {
  const institutions: WorkInstitution[] = [];
  for (const entry of asArray(raw)) {
    const object = asObject(entry);
    const name = asReadableText(object?.display_name);
    if (!object || !name) continue;
    const institution: WorkInstitution = { name, countryCode: readCountryCode(object.country_code) };
    const ror = asText(object.ror);
    if (ror) {
      const bare = ror.replace(/^https?:\/\/ror\.org\//i, '');
      if (/^0[a-z0-9]{8}$/i.test(bare)) institution.ror = `https://ror.org/${bare.toLowerCase()}`;
    }
    const type = asText(object.type);
    if (type) institution.type = type;
    institutions.push(institution);
  }
  return institutions;
}

function readCountryCode(raw: unknown): string | null {
  const code = asText(raw)?.toUpperCase() ?? null;
  return code && COUNTRY_CODE.test(code) ? code : null;
}

function readCountries(raw: unknown, institutions: WorkInstitution[]): string[] {
  const codes = new Set<string>();
  for (const entry of asArray(raw)) {
    const code = readCountryCode(entry);
    if (code) codes.add(code);
  }
  for (const { countryCode } of institutions) if (countryCode) codes.add(countryCode);
  return [...codes];
}

function readRawAffiliations(authorship: JsonObject): string[] {
  const texts = [
    ...asArray(authorship.raw_affiliation_strings),
    authorship.raw_affiliation_string,
    ...asArray(authorship.affiliations).map((entry) => pick(entry, 'raw_affiliation_string')),
  ];
  const unique = new Set<string>();
  for (const text of texts) {
    const value = typeof text === 'string' ? asReadableText(text) : null;
    if (value) unique.add(value);
  }
  return [...unique];
}

function readOrcid(raw: unknown): string | null {
  const match = ORCID.exec(asText(raw) ?? '');
  return match ? match[1]!.toUpperCase() : null;
}
