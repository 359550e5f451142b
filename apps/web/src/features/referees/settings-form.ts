import {
  DEFAULT_EMAIL_YEARS_LIMIT,
  defaultRefereeSettings,
  type RefereeSettings,
  type TopicStatus,
} from '@sciscope/contracts';

/*
 * The edits the settings panel makes (spec 03 sections 4 and 5), as pure functions over the
 * settings object the panel holds until Apply.
 */

/** A number input's value: non-numeric (or empty) input becomes null; below `min` is raised to it. */
export function numericInput(raw: string | number, min = 0): number | null {
  const text = String(raw).trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.max(min, Number(text));
}

/** Enabling the contact-email filter sets email_years_limit to 3; disabling clears it. */
export function withEmailFilter(settings: RefereeSettings, enabled: boolean): RefereeSettings {
  return { ...settings, email_years_limit: enabled ? DEFAULT_EMAIL_YEARS_LIMIT : null };
}

/** Adds an authors group once only (the referee finder's settings, or the panel composer's). */
export function withAuthorsGroup<S extends Pick<RefereeSettings, 'authors_groups_ids'>>(
  settings: S,
  groupId: number,
): S {
  if (settings.authors_groups_ids.includes(groupId)) return settings;
  return { ...settings, authors_groups_ids: [...settings.authors_groups_ids, groupId] };
}

export function withoutAuthorsGroup<S extends Pick<RefereeSettings, 'authors_groups_ids'>>(
  settings: S,
  groupId: number,
): S {
  return { ...settings, authors_groups_ids: settings.authors_groups_ids.filter((id) => id !== groupId) };
}

/** Sets (or, with null, removes) a topic's status. */
export function withTopicStatus(
  settings: RefereeSettings,
  conceptId: number,
  status: TopicStatus | null,
): RefereeSettings {
  const topics = settings.topics.filter((topic) => topic.conceptId !== conceptId);
  if (status !== null) topics.push({ conceptId, status });
  return { ...settings, topics };
}

/**
 * Reset: the defaults of the document kind, which turn the topic, country and authors-group
 * filters off (ignore_topics, ignore_countries, ignore_authors_group all true).
 */
export function resetSettings(mode: 'default' | 'vacancy' | 'author'): RefereeSettings {
  return defaultRefereeSettings(mode);
}

/** The default label of saved settings: the current date and time, e.g. '2026-11-23 17:40'. */
export function defaultSavedSettingsTitle(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Saving settings is not offered for these kinds (spec 03 section 6). */
const KINDS_WITHOUT_SAVE: ReadonlySet<string> = new Set(['panel', 'folder', 'organization']);

export function canSaveSettings(kind: string): boolean {
  return !KINDS_WITHOUT_SAVE.has(kind);
}
