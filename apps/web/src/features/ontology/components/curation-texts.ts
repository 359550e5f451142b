import {
  abbreviateCount,
  type CurationDecision,
  type CurationEvidence,
  type CurationItem,
  type CurationKind,
} from '@sciscope/contracts';

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

/**
 * "N articles will be rescanned.", or that it is being counted (undefined) or none is needed;
 * `which` says which articles those are when it is not plain.
 */
function rescanForecast(articles: number | undefined, which?: string): string {
  return articles === undefined
    ? 'Counting the articles to rescan…'
    : articles === 0
      ? 'No article needs a rescan.'
      : `${articles === 1 ? '1 article' : `${count(articles)} articles`} will be rescanned${which ? ` (${which})` : ''}.`;
}

/** What a rescan after a Dismiss of an ambiguity flag covers: more than the queue's count. */
const DISMISS_RESCANS = 'every article that carries the concept or whose text may hold the literal';

/** The queue's count column: what its number counts, said once above the table. */
export function countedInNote(kind: CurationKind): string {
  return kind === 'ambiguous'
    ? 'Counted in: the articles where the literal gave its concept at the last rescan.'
    : 'Counted in: the articles that carry the concept.';
}

/**
 * The evidence's first line: where the texts hold the item (read up to 100) beside where it
 * counts, the queue's own number, so the two do not read as one count that disagrees (walk 10).
 */
export function evidenceSummary(
  item: Pick<CurationItem, 'kind' | 'keyphraseness'>,
  evidence: Pick<CurationEvidence, 'df' | 'capped' | 'counted'>,
): string {
  const found = `${abbreviateCount(evidence.df, evidence.capped)} ${evidence.df === 1 && !evidence.capped ? 'article' : 'articles'}`;
  const counted = abbreviateCount(evidence.counted);
  const why = '(an ambiguous literal counts only beside a related concept)';
  const keywords =
    item.keyphraseness !== null ? `; named by the authors' keywords in ${Math.round(item.keyphraseness * 100)}%` : '';
  return item.kind === 'ambiguous'
    ? `Found in the text of ${found}; counted for the concept in ${counted} ${why}${keywords}.`
    : `Its literals are found in the text of ${found}; the concept is counted in ${counted} ${why}${keywords}.`;
}

/** A decision's notice, kept with the list it was made on. */
export interface CurationNotice {
  kind: CurationKind;
  text: string;
}

/** The notice the list `kind` shows: only one made on that list, never the other tab's. */
export function noticeFor(notice: CurationNotice | null, kind: CurationKind): string | null {
  return notice !== null && notice.kind === kind ? notice.text : null;
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
  if (item.kind === 'ambiguous')
    return `The literal "${item.literal}" of the concept "${item.conceptName}" will count on its own, for good (the statistics will not flag it again). ${rescanForecast(articles, DISMISS_RESCANS)}`;
  return `The concept "${item.conceptName}" stays as it is and will not be suggested as basic again. ${rescanForecast(articles)}`;
}
