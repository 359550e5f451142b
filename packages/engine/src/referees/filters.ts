/**
 * The referee finder's filters (spec 03 section 3) as pure checks on one candidate's facts:
 * each failed check is an exclude reason, so a candidate can be listed with every reason that
 * left them out. Data the corpus lacks is never guessed: the caller turns a filter off (and
 * says so) when no article carries its data.
 */

/** What the filters read of a candidate. */
export interface RefereeCandidateFacts {
  articlesCount: number;
  /**
   * Null when none of the candidate's articles has a citation count. Like an unknown academic
   * age, it fails a minimum (the candidate is not shown to meet it) and passes a maximum.
   */
  hIndex: number | null;
  /** Academic age in years (engine `academicAge`), null when the first year is unknown. */
  academicAge: number | null;
  lastYear: number | null;
  /** Manual gender when set, else the predicted one (-100 female .. 100 male); null: unknown. */
  gender: number | null;
  /** Countries of the candidate's latest affiliations. */
  countries: readonly string[];
  /** Institution types of the candidate's latest affiliations (spec 03 values). */
  institutionTypes: readonly string[];
  /** Mean impact factor of the venues of the candidate's scored articles that have one. */
  jif: number | null;
  /** Best venue percentile rank by impact factor (5 = within the top 5 %), null: no venue with data. */
  jifTopPercent: number | null;
}

/** The filter part of the settings, with the filters whose data is missing already turned off. */
export interface RefereeFilterSettings {
  author_max_articles: number | null;
  min_h_index: number | null;
  max_h_index: number | null;
  min_academic_age: number | null;
  max_academic_age: number | null;
  min_articles_count: number | null;
  max_articles_count: number | null;
  min_jif: number | null;
  max_jif: number | null;
  max_jif_percentile: number | null;
  gender: '' | 'F' | 'f' | '?' | 'm' | 'M';
  institution_type: string;
  include_countries: readonly string[];
  exclude_countries: readonly string[];
  ignore_countries: boolean;
  years_of_inactivity: number | null;
}

/** The display label of a gender value (spec 01): ≤-80 F, ≤-20 f, <20 ?, <80 m, else M; unknown → '?'. */
function genderLabel(value: number | null): 'F' | 'f' | '?' | 'm' | 'M' {
  if (value === null) return '?';
  if (value <= -80) return 'F';
  if (value <= -20) return 'f';
  if (value < 20) return '?';
  if (value < 80) return 'm';
  return 'M';
}

/** Which labels each gender filter keeps: F female; f female and undetermined; ? undetermined; m/M likewise. */
const GENDER_KEEPS: Record<string, ReadonlySet<string>> = {
  F: new Set(['F']),
  f: new Set(['F', 'f', '?']),
  '?': new Set(['?']),
  m: new Set(['?', 'm', 'M']),
  M: new Set(['M']),
};

/** Whether a gender value passes the gender filter. */
export function genderPasses(filter: RefereeFilterSettings['gender'], value: number | null): boolean {
  if (filter === '') return true;
  return GENDER_KEEPS[filter]?.has(genderLabel(value)) ?? true;
}

/** The exclude reasons of one candidate (empty: the candidate passes every filter). */
export function filterReasons(
  facts: RefereeCandidateFacts,
  settings: RefereeFilterSettings,
  referenceYear: number,
): string[] {
  const reasons: string[] = [];
  const s = settings;
  if (s.author_max_articles !== null && facts.articlesCount > s.author_max_articles) reasons.push('big_author');
  if (s.min_h_index !== null && (facts.hIndex === null || facts.hIndex < s.min_h_index)) reasons.push('small_h_index');
  if (s.max_h_index !== null && facts.hIndex !== null && facts.hIndex > s.max_h_index) reasons.push('big_h_index');
  if (s.min_academic_age !== null && (facts.academicAge === null || facts.academicAge < s.min_academic_age))
    reasons.push('small_academic_age');
  if (s.max_academic_age !== null && facts.academicAge !== null && facts.academicAge > s.max_academic_age)
    reasons.push('big_academic_age');
  if (s.min_articles_count !== null && facts.articlesCount < s.min_articles_count) reasons.push('small_articles_count');
  if (s.max_articles_count !== null && facts.articlesCount > s.max_articles_count) reasons.push('big_articles_count');
  if (
    (s.min_jif !== null && (facts.jif === null || facts.jif < s.min_jif)) ||
    (s.max_jif !== null && (facts.jif === null || facts.jif > s.max_jif))
  )
    reasons.push('jif');
  if (s.max_jif_percentile !== null && (facts.jifTopPercent === null || facts.jifTopPercent > s.max_jif_percentile))
    reasons.push('jif_percentile');
  if (!genderPasses(s.gender, facts.gender)) reasons.push('gender');
  if (!s.ignore_countries) {
    const included = s.include_countries.length === 0 || facts.countries.some((c) => s.include_countries.includes(c));
    const excluded = facts.countries.some((c) => s.exclude_countries.includes(c));
    if (!included || excluded) reasons.push('country');
  }
  if (s.institution_type !== '' && !facts.institutionTypes.includes(s.institution_type))
    reasons.push('institution_type');
  if (
    s.years_of_inactivity !== null &&
    s.years_of_inactivity > 0 &&
    (facts.lastYear === null || facts.lastYear <= referenceYear - s.years_of_inactivity)
  )
    reasons.push('inactive_author');
  return reasons;
}

/** OpenAlex institution types mapped onto the spec's (education and facility are research). */
export function institutionTypeOf(openAlexType: string | null): string | null {
  if (!openAlexType) return null;
  const type = openAlexType.toLowerCase();
  if (type === 'education' || type === 'facility' || type === 'education_research') return 'education_research';
  if (type === 'company' || type === 'commercial') return 'commercial';
  if (type === 'healthcare') return 'healthcare';
  if (type === 'archive' || type === 'cultural') return 'cultural';
  if (type === 'funder') return 'funder';
  return 'other';
}

/** Candidates in order, the later ones from an institution already taken marked 'diversify'. */
export function diversifyByInstitution(
  ordered: ReadonlyArray<{ authorId: number; institutionId: number | null }>,
): Set<number> {
  const seen = new Set<number>();
  const dropped = new Set<number>();
  for (const c of ordered) {
    if (c.institutionId === null) continue;
    if (seen.has(c.institutionId)) dropped.add(c.authorId);
    else seen.add(c.institutionId);
  }
  return dropped;
}
