import { TOPIC_TITLE_MAX_LENGTH, TOPIC_TITLE_MESSAGES, topicExistsMessage } from './monitoring-messages';
import { appendTopicToTree, removeTopicFromTree } from './monitoring-tree';
import type { MonitoringTreeItem } from './monitoring.types';

/**
 * Topic rules of spec 01 sections 4 and 5, for the editor and the server alike: default
 * titles, title checks, the disabled/required flags, deletion and concept moves. Functions
 * return new values and never change their arguments.
 */

/** The part of a topic these rules read. */
export interface TopicLike {
  title: string;
  concepts: ReadonlyArray<{ conceptId: number }>;
  disabled: boolean;
  required: boolean;
}

const key = (title: string) => title.trim().toLowerCase();

/** 'Topic N' for the next topic: N is the number of topics, or the next number not taken. */
export function defaultTopicTitle(existingTitles: readonly string[]): string {
  const taken = new Set(existingTitles.map(key));
  let n = existingTitles.length;
  while (taken.has(`topic ${n}`)) n += 1;
  return `Topic ${n}`;
}

/**
 * What is wrong with `title` for topic `index` of `titles` (the list as it would be), or null:
 * a double quote (spec 01 section 5), a title another topic has (case-insensitively), no
 * title, or a title over 100 characters.
 */
export function topicTitleError(title: string, titles: readonly string[], index: number): string | null {
  const trimmed = title.trim();
  if (trimmed.includes('"')) return TOPIC_TITLE_MESSAGES.quote;
  if (trimmed === '') return TOPIC_TITLE_MESSAGES.required;
  if (trimmed.length > TOPIC_TITLE_MAX_LENGTH) return TOPIC_TITLE_MESSAGES.tooLong;
  const clash = titles.findIndex((other, i) => i !== index && key(other) === key(trimmed));
  return clash >= 0 ? topicExistsMessage(trimmed) : null;
}

/**
 * The first problem of a whole topic list (for the server's check of a saved monitoring), or
 * null; of two equal titles, the later one is named.
 */
export function topicListError(titles: readonly string[]): string | null {
  for (let i = 0; i < titles.length; i++) {
    const problem = topicTitleError(titles[i]!, titles.slice(0, i), -1);
    if (problem) return problem;
  }
  return null;
}

/** `title` + ' copy' (again, while the result is taken), for a copy among `existingTitles`. */
export function copyTitle(title: string, existingTitles: readonly string[]): string {
  const taken = new Set(existingTitles.map(key));
  let copy = title.trim();
  do copy = `${copy} copy`;
  while (taken.has(key(copy)));
  return copy;
}

/** A topic whose concepts count: enabled and with at least one concept. */
function counts(topic: TopicLike): boolean {
  return !topic.disabled && topic.concepts.length > 0;
}

/** A topic can be disabled only if another enabled, non-empty topic exists (spec 01 section 4). */
export function canDisableTopic(topics: readonly TopicLike[], index: number): boolean {
  return topics.some((topic, i) => i !== index && counts(topic));
}

/**
 * Only disabled topics can be deleted, and only when more than one topic exists or an empty
 * monitoring is allowed (spec 01 section 4).
 */
export function canDeleteTopic(
  topics: readonly TopicLike[],
  index: number,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): boolean {
  const topic = topics[index];
  return topic !== undefined && topic.disabled && (topics.length > 1 || allowEmpty);
}

export type TopicFlag = 'disabled' | 'required';

/** The topic with `flag` set or cleared: setting one flag clears the other (never both). */
export function setTopicFlag<T extends TopicLike>(topic: T, flag: TopicFlag, on: boolean): T {
  if (!on) return { ...topic, [flag]: false };
  return { ...topic, disabled: flag === 'disabled', required: flag === 'required' };
}

/** Reset clears both flags. */
export function resetTopicFlags<T extends TopicLike>(topic: T): T {
  return { ...topic, disabled: false, required: false };
}

/** Topics and tree after a topic is added at the end (appended to a flat OR tree). */
export function addTopic<T extends TopicLike>(
  topics: readonly T[],
  tree: MonitoringTreeItem | null,
  topic: T,
): { topics: T[]; tree: MonitoringTreeItem | null } {
  return { topics: [...topics, topic], tree: appendTopicToTree(tree, topics.length) };
}

/** Topics and tree after topic `index` is deleted; the tree's leaves are re-indexed. */
export function deleteTopic<T extends TopicLike>(
  topics: readonly T[],
  tree: MonitoringTreeItem | null,
  index: number,
): { topics: T[]; tree: MonitoringTreeItem | null } {
  return { topics: topics.filter((_, i) => i !== index), tree: removeTopicFromTree(tree, index) };
}

/**
 * Topics after a concept moves to topic `to` (null: 'No topic'). A concept lives in one topic
 * only: it leaves every other one, and the target never holds it twice (spec 01 section 4).
 * `concept` is what the target gets when the concept is new to the monitoring.
 */
export function moveConceptToTopic<C extends { conceptId: number }, T extends TopicLike & { concepts: readonly C[] }>(
  topics: readonly T[],
  concept: C,
  to: number | null,
): T[] {
  const existing = topics.flatMap((t) => t.concepts).find((c) => c.conceptId === concept.conceptId) ?? concept;
  return topics.map((topic, index) => {
    const without = topic.concepts.filter((c) => c.conceptId !== concept.conceptId);
    return { ...topic, concepts: index === to ? [...without, existing] : without };
  });
}

/** The index of the topic holding a concept, or null. */
export function topicOfConcept(topics: readonly TopicLike[], conceptId: number): number | null {
  const index = topics.findIndex((topic) => topic.concepts.some((c) => c.conceptId === conceptId));
  return index < 0 ? null : index;
}
