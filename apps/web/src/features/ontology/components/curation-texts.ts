import type { CurationDecision, CurationItem } from '@sciscope/contracts';

/*
 * What the curation queue says about a decision: the question before a Dismiss and the notice
 * after each decision, in the words the product's other saves use ("Saved: N articles are
 * being rescanned.").
 */

const count = (n: number) => n.toLocaleString('en-GB');

/** The item as a moderator reads it: "Visual" (Visualization), or the concept's name. */
export function curationSubject(item: Pick<CurationItem, 'kind' | 'literal' | 'conceptName'>): string {
  return item.kind === 'ambiguous' ? `"${item.literal}" (${item.conceptName})` : `"${item.conceptName}"`;
}

/** "1 article is" / "9,961 articles are". */
const articlesAre = (n: number) => (n === 1 ? '1 article is' : `${count(n)} articles are`);

/** The rescan clause: what a decision queues, or that it queues nothing. */
function rescanClause(articles: number | null): string {
  return articles ? `${articlesAre(articles)} being rescanned.` : 'nothing needs a rescan.';
}

/** The notice after a decision; `articles` is what it queued for a rescan (null: nothing). */
export function decisionNotice(
  item: Pick<CurationItem, 'kind' | 'literal' | 'conceptName'>,
  decision: CurationDecision,
  articles: number | null,
): string {
  const subject = curationSubject(item);
  if (item.kind === 'ambiguous')
    return decision === 'accept'
      ? `Accepted: ${subject} stays ambiguous; ${rescanClause(articles)}`
      : `Dismissed: ${subject} is no longer ambiguous; ${rescanClause(articles)}`;
  return decision === 'accept'
    ? `Accepted: ${subject} is a basic concept now; ${rescanClause(articles)}`
    : `Dismissed: ${subject} stays as it is and is not suggested again; ${rescanClause(articles)}`;
}

/** "N articles will be rescanned.", or that it is being counted (undefined) or none is needed. */
function rescanForecast(articles: number | undefined): string {
  return articles === undefined
    ? 'Counting the articles to rescan…'
    : articles === 0
      ? 'No article needs a rescan.'
      : `${articles === 1 ? '1 article' : `${count(articles)} articles`} will be rescanned.`;
}

/**
 * Whether a decision asks first: a Dismiss always (it undoes what the statistics decided), an
 * Accept when it changes the analysis — making a concept basic takes it out of every article's
 * concepts. Accepting an ambiguity flag only keeps it, so it acts at once.
 */
export function asksFirst(item: Pick<CurationItem, 'kind'>, decision: CurationDecision): boolean {
  return decision === 'dismiss' || item.kind === 'basic';
}

/** What the confirmation of accepting a basic suggestion says will happen. */
export function acceptQuestion(item: Pick<CurationItem, 'conceptName'>, articles: number | undefined): string {
  return `The concept "${item.conceptName}" will be basic: it is no longer used in article analysis, and the articles that carry it lose it. ${rescanForecast(articles)}`;
}

/**
 * What the confirmation of a Dismiss says will happen; `articles` is what it would queue for a
 * rescan (undefined while it is being counted).
 */
export function dismissQuestion(
  item: Pick<CurationItem, 'kind' | 'literal' | 'conceptName'>,
  articles: number | undefined,
): string {
  const rescan = rescanForecast(articles);
  if (item.kind === 'ambiguous')
    return `The literal "${item.literal}" of the concept "${item.conceptName}" will count on its own, for good (the statistics will not flag it again). ${rescan}`;
  return `The concept "${item.conceptName}" stays as it is and will not be suggested as basic again. ${rescan}`;
}
