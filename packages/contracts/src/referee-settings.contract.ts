import { z } from 'zod';

/**
 * The referee finder's settings (spec 03 section 3 "Settings (filter) fields"), as they travel:
 * a form-encoded string (`min_h_index=5&gender=F&topics=12:0,13:1`) in the POST body of the
 * ranking calls and in the page's query string. `parseRefereeSettings` reads one (validation of
 * spec 03 section 5), `serializeRefereeSettings` writes it back; the two round-trip.
 *
 * Names are the spec's (snake_case); every field has the default of spec 03 "Default settings".
 */

/** Gender filter (spec 03): F female, f female and undetermined, ? undetermined, m male and undetermined, M male, '' all. */
export const REFEREE_GENDER_FILTERS = ['', 'F', 'f', '?', 'm', 'M'] as const;
export type RefereeGenderFilter = (typeof REFEREE_GENDER_FILTERS)[number];

/** Institution types (spec 03), the `type` OpenAlex gives institutions (education and facility read as education_research). */
export const INSTITUTION_TYPES = [
  'education_research',
  'funder',
  'commercial',
  'healthcare',
  'cultural',
  'other',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Contribution in article (spec 03). */
export const CONTRIBUTIONS_IN_ARTICLE = [
  'own_works',
  'leading_author',
  'senior_author',
  'corresponding_author',
] as const;
export type ContributionInArticle = (typeof CONTRIBUTIONS_IN_ARTICLE)[number];

/**
 * Topic statuses (spec 03): included 0, required 1, excluded 2. The page shows them as
 * Boosted (0: the concept's weight × `topic_boost_multiplier`), Included (1: candidates must
 * have written on it) and Ignored (2: the concept leaves the scoring).
 */
export const TOPIC_STATUS = { included: 0, required: 1, excluded: 2 } as const;
export type TopicStatus = (typeof TOPIC_STATUS)[keyof typeof TOPIC_STATUS];
/** What the page shows for each topic status. */
export const TOPIC_STATUS_LABELS: Record<TopicStatus, 'Boosted' | 'Included' | 'Ignored'> = {
  0: 'Boosted',
  1: 'Included',
  2: 'Ignored',
};

/** Authors-group effect: highlight the group's members, or limit the list to them. */
export const AUTHORS_GROUP_EFFECTS = ['highlight', 'limit_to'] as const;
export type AuthorsGroupEffect = (typeof AUTHORS_GROUP_EFFECTS)[number];

/** JIF percentile tiers (spec 03 section 9): top 25 % or top 5 %; null = any. */
export const JIF_PERCENTILE_TIERS = [25, 5] as const;

/** Presets of the page (spec 03 section 9). */
export const TOP_AUTHOR_ARTICLES_PRESETS = [10, 3] as const;
export const ARTICLES_YEARS_PRESETS = [10, 5] as const;
/** The e-mail years limit the contact-email filter sets when enabled (spec 03 sections 5, 9). */
export const DEFAULT_EMAIL_YEARS_LIMIT = 3;
/** COI years range (spec 03 section 9). */
export const COI_YEARS_MIN = 1;
export const COI_YEARS_MAX = 20;
/** The ranking versions the server knows; 3 is the current one (docs/referee-finder-settings.md). */
export const REFEREE_ALGORITHMS = [3] as const;

// --- field readers: form values arrive as strings; '' and non-numeric become null (spec 03 section 5)

function scalar(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

function numberOrNull(raw: unknown): number | null {
  const value = scalar(raw);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value).trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function intSchema(label: string, min: number, max?: number) {
  let schema = z.number().int(`${label} must be a whole number.`).min(min, `${label} must be ${min} or more.`);
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max}.`);
  return schema;
}

/** A whole number ≥ `min`, or null ('' and non-numeric input → null). */
function intField(label: string, min: number, max?: number) {
  return z.preprocess((raw) => numberOrNull(raw), intSchema(label, min, max).nullable());
}

/** A whole number ≥ `min` that is never null: '' and non-numeric input take `fallback`. */
function requiredIntField(label: string, min: number, fallback: number, max?: number) {
  return z.preprocess((raw) => numberOrNull(raw) ?? fallback, intSchema(label, min, max));
}

function decimalField(label: string) {
  return z.preprocess((raw) => numberOrNull(raw), z.number().min(0, `${label} must be 0 or more.`).nullable());
}

function boolField(fallback: boolean) {
  return z.preprocess(
    (raw) => {
      const value = scalar(raw);
      if (value === undefined || value === null) return fallback;
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (text === '') return fallback;
      return ['1', 'true', 'on', 'yes'].includes(text)
        ? true
        : ['0', 'false', 'off', 'no'].includes(text)
          ? false
          : text;
    },
    z.boolean({ message: 'Must be true or false.' }),
  );
}

function enumField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (raw) => {
      const value = scalar(raw);
      return value === undefined || value === null ? '' : String(value);
    },
    z.enum(values, { message }),
  );
}

/** Comma lists or repeated keys → distinct values in order. */
function listOf(raw: unknown): string[] {
  const parts = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return Array.from(new Set(parts));
}

function idListField(label: string) {
  return z.preprocess(
    (raw) => listOf(raw).map((v) => (/^\d+$/.test(v) ? Number(v) : v)),
    z.array(
      z
        .number({ message: `${label} must be a comma-separated list of ids.` })
        .int()
        .min(1),
    ),
  );
}

const countryListField = z.preprocess(
  (raw) => Array.from(new Set(listOf(raw).map((v) => v.toUpperCase()))),
  z.array(z.string().regex(/^[A-Z]{2}$/, 'Countries must be two-letter country codes.')),
);

/** One document concept and its status: `topics=12:0,13:1,44:2` (concept id : status). */
export const topicSettingSchema = z.object({
  conceptId: z.number().int().min(1),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TopicSetting = z.infer<typeof topicSettingSchema>;

const topicsField = z.preprocess(
  (raw) => {
    const out: unknown[] = [];
    const seen = new Set<string>();
    for (const item of listOf(raw)) {
      const match = /^(\d+):([012])$/.exec(item);
      if (!match) return [{ conceptId: item, status: -1 }];
      if (seen.has(match[1] as string)) continue;
      seen.add(match[1] as string);
      out.push({ conceptId: Number(match[1]), status: Number(match[2]) });
    }
    return out;
  },
  z.array(topicSettingSchema, {
    message: "Topics must be a comma-separated list of 'conceptId:status' with status 0, 1 or 2.",
  }),
);

/** The settings of a ranking, after validation and defaults. */
export const refereeSettingsSchema = z.object({
  /** Candidates kept from the retrieval before filtering (null: the server default; vacancy mode 10000). */
  candidates_cache_limit: intField('Candidates cache limit', 0),
  /** Nearest articles retrieved from the article index (null: the server default). */
  nearest_articles_limit: intField('Nearest articles limit', 0),
  /** The ranking version; 3 is the current one. */
  algorithm: z.preprocess(
    (raw) => numberOrNull(raw) ?? 3,
    z.literal(REFEREE_ALGORITHMS, { message: 'Algorithm must be 3 (the current ranking version).' }),
  ),
  /** How many of a candidate's best articles make the score (10 or 3; null: all). */
  top_author_articles: intField('Top author articles', 1).default(10),
  /** Only articles of the last N years count (null: all years). */
  articles_years_limit: intField('Articles years limit', 1).default(10),
  /** Candidates with more articles are left out (big_author). */
  author_max_articles: intField('Author max articles', 0).default(1500),
  min_h_index: intField('Min h-index', 0),
  max_h_index: intField('Max h-index', 0),
  min_academic_age: intField('Min academic age', 0),
  max_academic_age: intField('Max academic age', 0),
  min_articles_count: intField('Min articles count', 0),
  max_articles_count: intField('Max articles count', 0),
  /** Journal impact factor bounds over the candidate's articles' venues (quota journals_impact_factor). */
  min_jif: decimalField('Min JIF'),
  max_jif: decimalField('Max JIF'),
  /** Top 25 % or top 5 % of venues by impact factor; null = any. */
  max_jif_percentile: z.preprocess(
    (raw) => numberOrNull(raw),
    z.union([z.literal(25), z.literal(5)], { message: 'JIF percentile must be 25, 5 or empty.' }).nullable(),
  ),
  /** Quota gender_info. */
  gender: enumField(REFEREE_GENDER_FILTERS, 'Gender must be one of F, f, ?, m, M or empty.'),
  institution_type: enumField(['', ...INSTITUTION_TYPES], 'Unknown institution type.'),
  /** Quota author_positions. */
  contribution_in_article: enumField(['', ...CONTRIBUTIONS_IN_ARTICLE], 'Unknown contribution in article.'),
  /** Show the own-works column (quota author_positions). */
  own_works: boolField(false),
  topics: topicsField,
  /** True: the topic statuses are not applied. */
  ignore_topics: boolField(true),
  include_countries: countryListField,
  exclude_countries: countryListField,
  /** True: the country filters are not applied. */
  ignore_countries: boolField(true),
  /** A shared institution within this many years is a conflict of interest. */
  years_of_affiliation: requiredIntField('Years of affiliation', 1, 2),
  /** Candidates without an article in the last N years are left out (inactive_author; null: off). */
  years_of_inactivity: intField('Years of inactivity', 0).default(2),
  /** True: the authors-group filter is not applied. */
  ignore_authors_group: boolField(true),
  authors_groups_ids: idListField('Authors groups'),
  authors_group_effect: z.preprocess(
    (raw) => {
      const value = scalar(raw);
      return value === undefined || value === null || value === '' ? 'highlight' : String(value);
    },
    z.enum(AUTHORS_GROUP_EFFECTS, { message: "Authors group effect must be 'highlight' or 'limit_to'." }),
  ),
  /** Only candidates with a contact e-mail from the last N years (null: off; enabling sets 3). */
  email_years_limit: intField('E-mail years limit', 0),
  /** No two of the top candidates from the same institution. */
  diversify: boolField(false),
  exclude_authors_with_retracted_articles: boolField(false),
  /** True: conflicted candidates leave the list (with their reasons); false: they stay, flagged. */
  exclude_coi: boolField(false),
  /** Co-authorship within this many years is a conflict of interest (1..20). */
  coauthorship_coi_years: requiredIntField('COI years', COI_YEARS_MIN, 3, COI_YEARS_MAX),
  /** Boosted topics weigh this many times more. */
  topic_boost_multiplier: z.preprocess(
    (raw) => numberOrNull(raw) ?? 8,
    z.number().min(0, 'Topic boost multiplier must be 0 or more.'),
  ),
  /** Author documents: only the author's articles written since this year. */
  refereed_author_articles_written_since_year: intField('Articles written since year', 0),
  refereed_author_contribution_in_article: enumField(
    ['', ...CONTRIBUTIONS_IN_ARTICLE],
    'Unknown contribution in article.',
  ),
  refereed_author_include_consortiums: boolField(false),
  refereed_author_article_max_authors: intField('Article max authors', 1),
});
export type RefereeSettings = z.infer<typeof refereeSettingsSchema>;
export type RefereeSettingName = keyof RefereeSettings;

/** Every setting name, in the order they are serialised. */
export const REFEREE_SETTING_NAMES = Object.keys(refereeSettingsSchema.shape) as RefereeSettingName[];

/** The defaults of spec 03 (the schema applied to nothing). */
export function defaultRefereeSettings(mode: 'default' | 'vacancy' | 'author' = 'default'): RefereeSettings {
  const settings = refereeSettingsSchema.parse({});
  if (mode === 'vacancy') settings.candidates_cache_limit = 10_000;
  if (mode === 'author') settings.top_author_articles = null;
  return settings;
}

/** A validation problem of one setting. */
export interface RefereeSettingsIssue {
  field: string;
  message: string;
}

/** Reads a form-encoded string (or its parsed record) into values per name (repeated keys kept). */
export function settingsRecord(input: string | URLSearchParams | Record<string, unknown>): Record<string, unknown> {
  if (typeof input !== 'string' && !(input instanceof URLSearchParams)) return input;
  const params = typeof input === 'string' ? new URLSearchParams(input.replace(/^\?/, '')) : input;
  const record: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    record[name] = values.length === 1 ? values[0] : values;
  }
  return record;
}

/**
 * Validates settings from a form-encoded string (or a record of them). Unknown names are
 * ignored (the same string carries `offset`, `settingsId`, …); `mode` picks the defaults of
 * the document kind for the fields the input leaves out.
 */
export function parseRefereeSettings(
  input: string | URLSearchParams | Record<string, unknown>,
  mode: 'default' | 'vacancy' | 'author' = 'default',
): { ok: true; settings: RefereeSettings } | { ok: false; issues: RefereeSettingsIssue[] } {
  const record = settingsRecord(input);
  const result = refereeSettingsSchema.safeParse(record);
  if (!result.success)
    return {
      ok: false,
      issues: result.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'settings'),
        message: issue.message,
      })),
    };
  const settings = result.data;
  const given = (name: RefereeSettingName) => record[name] !== undefined && record[name] !== '';
  if (mode === 'vacancy' && !given('candidates_cache_limit')) settings.candidates_cache_limit = 10_000;
  if (mode === 'author' && !given('top_author_articles')) settings.top_author_articles = null;
  return { ok: true, settings };
}

function serialiseValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return value
      .map((v) =>
        typeof v === 'object' && v !== null
          ? `${(v as TopicSetting).conceptId}:${(v as TopicSetting).status}`
          : String(v),
      )
      .join(',');
  return String(value);
}

/**
 * Writes settings as a form-encoded string (every field, nulls as empty values, so that a
 * null that overrides a non-null default survives the trip); `parseRefereeSettings` reads it
 * back to equal settings.
 */
export function serializeRefereeSettings(settings: RefereeSettings): string {
  const params = new URLSearchParams();
  for (const name of REFEREE_SETTING_NAMES) params.set(name, serialiseValue(settings[name]));
  return params.toString();
}

/** Only the fields that differ from the defaults of `mode` (for short page URLs). */
export function changedRefereeSettings(
  settings: RefereeSettings,
  mode: 'default' | 'vacancy' | 'author' = 'default',
): Partial<Record<RefereeSettingName, string>> {
  const defaults = defaultRefereeSettings(mode);
  const out: Partial<Record<RefereeSettingName, string>> = {};
  for (const name of REFEREE_SETTING_NAMES) {
    const value = serialiseValue(settings[name]);
    if (value !== serialiseValue(defaults[name])) out[name] = value;
  }
  return out;
}
