import type { WorkInstitution } from './work-record.types';

/** The fields of an author line that collapsing reads and merges. */
export interface CollapsibleAuthorship {
  externalId: string | null;
  displayName: string;
  orcid: string | null;
  isCorresponding: boolean;
  institutions: WorkInstitution[];
  countries: string[];
  rawAffiliations: string[];
}

const identityOf = (a: CollapsibleAuthorship) =>
  a.externalId ??
  `name:${a.displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;

/**
 * Merges author lines that repeat an earlier line of the same work (same source author id,
 * or the same name when there is no id). Some feeds list every author twice — IEEE records
 * in the corpus repeat the whole list, the second copy without affiliations — which would
 * double the author count and the authorships. Affiliations, countries and flags of the
 * repeats are merged into the first line; order of first appearance is kept.
 */
export function collapseRepeatedAuthorships<T extends CollapsibleAuthorship>(
  lines: T[],
): { lines: T[]; collapsed: number } {
  const firstByIdentity = new Map<string, T>();
  const kept: T[] = [];
  for (const line of lines) {
    const key = identityOf(line);
    const first = firstByIdentity.get(key);
    if (!first) {
      firstByIdentity.set(key, line);
      kept.push(line);
      continue;
    }
    for (const inst of line.institutions) {
      if (!first.institutions.some((i) => i.name === inst.name && i.countryCode === inst.countryCode))
        first.institutions.push(inst);
    }
    for (const c of line.countries) if (!first.countries.includes(c)) first.countries.push(c);
    for (const r of line.rawAffiliations) if (!first.rawAffiliations.includes(r)) first.rawAffiliations.push(r);
    first.isCorresponding ||= line.isCorresponding;
    first.orcid ??= line.orcid;
  }
  return { lines: kept, collapsed: lines.length - kept.length };
}
