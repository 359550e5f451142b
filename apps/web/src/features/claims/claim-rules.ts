import {
  CLAIM_LIMITS,
  countLabel,
  EMAIL_PATTERN,
  invalidEmailMessage,
  splitEmailList,
  type ClaimEntry,
  type ClaimEvidence,
  type ClaimResult,
} from '@sciscope/contracts';
import { UNKNOWN_METRIC_TEXT, formatExactCount, formatKnownCount } from '../articles/format';
import { safeNextPath } from '../auth/next-path';

/**
 * A candidate profile's metrics line: "208 articles · h-index 110 · 107,053 citations", or
 * "12 articles · h-index unknown · citations unknown" when the corpus has no counts for them.
 */
export function candidateMetrics(candidate: {
  articlesCount: number;
  hIndex: number | null;
  citationsCount: number | null;
}): string {
  const citations =
    candidate.citationsCount === null
      ? `citations ${UNKNOWN_METRIC_TEXT}`
      : countLabel(candidate.citationsCount, 'citation');
  return `${countLabel(candidate.articlesCount, 'article')} · h-index ${formatKnownCount(candidate.hIndex)} · ${citations}`;
}

/** Step 2's first line: "5 of 5 references were found in the corpus.", "1 of 1 reference was found …". */
export function foundSummary(result: Pick<ClaimResult, 'articles_ids_found' | 'input_count'>): string {
  const verb = result.input_count === 1 ? 'was' : 'were';
  return `${formatExactCount(result.articles_ids_found.length)} of ${countLabel(result.input_count, 'reference')} ${verb} found in the corpus.`;
}

/**
 * Step 2 when no printed name was recognised as the claimant's: nothing is ticked, and this
 * asks them to choose (spec 04 §4: claiming needs at least one selected name).
 */
export const CHOOSE_NAMES_PROMPT =
  "None of the names printed on these articles is a form of your name or your profile's, so none is selected. Select the names you published under.";

/** Where the claim flows end when nothing else applies (spec 04 §2). */
export const DASHBOARD_PATH = '/accounts/dashboard/';

/** The e-mail list of the find-authors modal: its items, and one message per malformed item (spec 04 §5). */
export function readEmailList(input: string): { emails: string[]; problems: string[] } {
  const emails = splitEmailList(input);
  const problems = emails.filter((email) => !EMAIL_PATTERN.test(email)).map(invalidEmailMessage);
  if (emails.length > CLAIM_LIMITS.maxEmails)
    problems.push(`Enter at most ${CLAIM_LIMITS.maxEmails} e-mail addresses.`);
  return { emails, problems };
}

/**
 * What an e-mail search of the find-authors modal did, shown once it ran (a search that finds
 * nothing otherwise looks like no search): "Searched a@x.org, b@y.org: 1 profile found."
 */
export function emailSearchSummary({ emails, found }: { emails: readonly string[]; found: number }): string {
  return `Searched ${emails.join(', ')}: ${found === 0 ? 'no profile found' : `${countLabel(found, 'profile')} found`}.`;
}

/**
 * The find-authors modal before any e-mail search, when nothing is suggested: what the
 * suggestions were looked for by (the account's or the recommender's name and e-mail).
 */
export function noSuggestionText({
  recommender,
  email,
  linked = false,
}: {
  recommender: string | null;
  email: string | null;
  /** Linked to a profile already: that one is not suggested, so none *other* was found. */
  linked?: boolean;
}): string {
  const address = email ? ` (${email})` : '';
  const profile = linked ? 'No other profile' : 'No profile';
  return recommender
    ? `${profile} was found for the name or e-mail address of ${recommender}${address}.`
    : `${profile} was found for your name or e-mail address${address}.`;
}

/** The find-authors modal's line for a linked account or recommender, before the profile's name. */
export function linkedProfileIntro(recommender: string | null): string {
  return recommender
    ? `${recommender} is linked to the author profile`
    : 'Your account is linked to the author profile';
}

/** What a linked claimant may still do in the find-authors modal. */
export const LINKED_MORE_PROFILES =
  'Other profiles you claim are merged into it once a moderator approves; search for them by e-mail address.';

/** The same list, written differently ("a@x.org, b@y.org" and "b@y.org a@x.org"): not searched again. */
export function emailListKey(emails: readonly string[]): string {
  return [...new Set(emails.map((email) => email.toLowerCase()))].sort().join(' ');
}

/** `/author/{id}`, with `?attorney_token=` when the flow acts for a recommender. */
export function authorPathWithToken(authorId: number, token: string | undefined): string {
  return token ? `/author/${authorId}?attorney_token=${encodeURIComponent(token)}` : `/author/${authorId}`;
}

/**
 * Where the find-authors modal goes on close: the claimed author's page, else the stored
 * redirect target (`?next=`, same-site paths only), else the dashboard.
 */
export function findAuthorsCloseTarget({
  claimedAuthorId,
  token,
  next,
}: {
  claimedAuthorId: number | null;
  token: string | undefined;
  next: string | null;
}): string {
  if (claimedAuthorId !== null) return authorPathWithToken(claimedAuthorId, token);
  if (next) {
    const safe = safeNextPath(next);
    if (safe === next) return safe;
  }
  return DASHBOARD_PATH;
}

/**
 * The end of the claim-articles wizard: `/author/{id}?claimed_count=N` (spec 04 §2), plus
 * `&pending_count=M` when articles went to moderation and `&attorney_token=` for a recommender.
 */
export function claimCompletionPath({
  authorId,
  claimedCount,
  pendingCount = 0,
  token,
}: {
  authorId: number;
  claimedCount: number;
  pendingCount?: number;
  token: string | undefined;
}): string {
  let path = `/author/${authorId}?claimed_count=${claimedCount}`;
  if (pendingCount > 0) path += `&pending_count=${pendingCount}`;
  return token ? `${path}&attorney_token=${encodeURIComponent(token)}` : path;
}

/**
 * The author page's message after the wizard: how many articles were claimed and, when some
 * went to the moderation queue, how many wait for a moderator (spec 04 says nothing of these).
 */
export function claimOutcomeText({ claimed, pending }: { claimed: number; pending: number }): string {
  const done = `${countLabel(claimed, 'article')} ${claimed === 1 ? 'was' : 'were'} claimed for this profile.`;
  if (pending <= 0) return done;
  const waiting = `${countLabel(pending, 'article')} ${pending === 1 ? 'is' : 'are'} waiting for a moderator's approval; an e-mail will tell you the decision.`;
  // Only what happened: no "0 articles were claimed" before the articles sent to moderation.
  return claimed > 0 ? `${done} ${waiting}` : waiting;
}

/** Spec 04 §9: a claim card names at most 5 authors, then 'et al.'. */
export function cardAuthorNames(names: readonly string[]): { shown: string[]; etAl: boolean } {
  return { shown: names.slice(0, CLAIM_LIMITS.cardAuthors), etAl: names.length > CLAIM_LIMITS.cardAuthors };
}

/**
 * The found articles that carry one of these names: those of the name clusters holding a
 * selected name, or printing one as it is selected. Only these can be claimed under the names.
 */
export function articlesOfNames(result: ClaimResult, names: ReadonlySet<string>): Set<number> {
  const ids = new Set<number>();
  for (const cluster of result.name_clusters)
    if (cluster.names.some((name) => names.has(name))) cluster.articles_ids.forEach((id) => ids.add(id));
  for (const article of result.articles)
    if (article.authors.some((author) => names.has(author.name))) ids.add(article.article_id);
  return ids;
}

/**
 * What step 2 starts with: the claimant's name clusters and the found articles not on the
 * profile yet that carry one of those names (an article none of them wrote is not offered).
 */
export function initialSelection(result: ClaimResult): { names: string[]; articleIds: number[] } {
  const owned = new Set(result.articles.filter((a) => a.owned).map((a) => a.article_id));
  const names = result.name_clusters.filter((c) => c.selected).flatMap((c) => c.names);
  const carrying = articlesOfNames(result, new Set(names));
  return {
    names,
    articleIds: result.articles_ids_found.filter((id) => !owned.has(id) && carrying.has(id)),
  };
}

/** Step 3's articles: the suggestions not claimed in step 2 and not on the profile; none left skips the step. */
export function remainingSuggestions(
  result: ClaimResult,
  claimedIds: ReadonlySet<number>,
  /** The profile step 2 claimed into (linked now, or waiting with its articles): its articles are no suggestion. */
  profileId: number | null = null,
): number[] {
  const taken = new Set(
    result.articles
      .filter((a) => a.owned || (profileId !== null && a.authors.some((author) => author.authorId === profileId)))
      .map((a) => a.article_id),
  );
  return result.articles_ids_suggested.filter((id) => !claimedIds.has(id) && !taken.has(id));
}

/** A confidence as people read it: "97%". */
export function confidenceLabel(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/**
 * What tells a claimed profile apart from same-name ones on the moderation card: articles,
 * active years, top affiliations and concepts (claims made before these were recorded: none).
 */
export function sourceDetails(source: ClaimEvidence['sources'][number]): string {
  const parts: string[] = [];
  if (source.articlesCount !== undefined) parts.push(countLabel(source.articlesCount, 'article'));
  const first = source.firstYear ?? null;
  const last = source.lastYear ?? null;
  if (first !== null || last !== null)
    parts.push(first === last || last === null ? `${first}` : first === null ? `${last}` : `${first}–${last}`);
  if (source.affiliations && source.affiliations.length > 0) parts.push(source.affiliations.join('; '));
  if (source.topConcepts && source.topConcepts.length > 0) parts.push(`concepts: ${source.topConcepts.join(', ')}`);
  return parts.join(' · ');
}

/**
 * The moderation card's comparison line, saying what was compared with what: the claimant's
 * name (or the name their e-mail spells) with the name of the claimed profile or of the claimed
 * articles' author, and the claimant's e-mail domain with that author's institutions.
 * Article claims recorded before the comparison was had none (their "name matches" meant nothing).
 */
export function evidenceComparison(claim: Pick<ClaimEntry, 'kind'> & { evidence: ClaimEvidence }): string {
  const { evidence } = claim;
  const compared = evidence.comparedWith ?? (claim.kind === 'profile' ? evidence.sources.map((s) => s.name) : null);
  if (compared === null)
    return 'Name and e-mail domain: not compared for this claim (made before comparisons were recorded).';
  const names = [...new Set(compared)].join(', ');
  if (names === '') return '';
  const whose = claim.kind === 'profile' ? `the claimed profile (${names})` : `the claimed articles' author (${names})`;
  const domain = evidence.identity.email === null ? null : emailDomainOf(evidence.identity.email);
  const domainPart =
    domain === null
      ? 'no e-mail domain to compare'
      : `claimant's e-mail domain (${domain}) vs the institutions of ${names}: ${evidence.domainInstitution ? `matches ${evidence.domainInstitution}` : 'no match'}`;
  // A typed name (display name, recommender's name) proves nothing on its own: say which name matched.
  const nameResult = !evidence.nameMatch
    ? 'no match'
    : evidence.emailNameMatch === undefined
      ? 'matches'
      : evidence.emailNameMatch
        ? 'matches (the name the e-mail spells)'
        : 'only the typed name matches, not the e-mail';
  return `Claimant's name vs ${whose}: ${nameResult} · ${domainPart}`;
}

function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at > 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : null;
}

/** The moderation card's bibliography line: what the claimant uploaded and left unselected. */
export function bibliographySummary(evidence: Pick<ClaimEvidence, 'bibliography' | 'notSelectedArticlesIds'>): string {
  const bibliography = evidence.bibliography;
  if (!bibliography) return '';
  return `Bibliography (${bibliography.format}): ${countLabel(bibliography.inputCount, 'reference')}, ${formatExactCount(bibliography.found)} found, ${formatExactCount(bibliography.notFound)} not found; ${countLabel(evidence.notSelectedArticlesIds.length, 'found article')} not selected by the claimant.`;
}

/**
 * The confirmation an Undo asks for: what it reverts, in the singular for one article; a merge
 * (a profile claim that linked nothing) is said to split the profiles again.
 */
export function undoConfirmationText(
  claim: Pick<ClaimEntry, 'id' | 'articlesCount' | 'kind' | 'linksProfile'> & { author: { name: string } },
): string {
  const one = claim.articlesCount === 1;
  const articles = countLabel(claim.articlesCount, 'article');
  const merge = claim.kind === 'profile' && !claim.linksProfile ? ' (the merged profiles are split again)' : '';
  return `Undo claim #${claim.id} for ${claim.author.name}? Everything it changed is reverted: the ${articles} it moved ${one ? 'goes' : 'go'} back to where ${one ? 'it' : 'they'} came from${merge} and the metrics are recomputed. Claiming ${one ? 'it' : 'them'} again needs a new claim.`;
}

/**
 * The name an e-mail address spells, as the moderation card shows it for an account without a
 * name: "bernhard.scholkopf@x" → "Bernhard Scholkopf" (the local part's words, given names
 * first, as the claim policy reads them first). Null when the address does not spell a name
 * plainly ("jdoe", "info", "x1").
 */
export function nameSpelledByEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = (at > 0 ? email.slice(0, at) : email).replace(/\+.*$/, '');
  const words = local.split(/[._-]+/).filter((word) => word !== '');
  if (words.length < 2 || words.some((word) => !/^\p{L}{2,}$/u.test(word))) return null;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

/** The moderation card's claimant line: their name, or what their e-mail spells, and the address. */
export function claimantLine(identity: ClaimEvidence['identity']): string {
  const spelled = identity.name === null && identity.email !== null ? nameSpelledByEmail(identity.email) : null;
  const name =
    identity.name ?? (spelled ? `no name on the account; the e-mail spells ${spelled}` : 'no name on the account');
  return `Claimant: ${identity.name ? name : `(${name})`}, ${identity.email ?? '(no e-mail)'}`;
}

/**
 * Why step 2's claim button is disabled, in words (walk 22: "Claim 0 articles" with five articles
 * ticked said nothing); null when it is enabled.
 */
export function stepTwoHint({
  namesSelected,
  articlesChecked,
  claimable,
  allOwned,
}: {
  namesSelected: number;
  articlesChecked: number;
  /** Checked articles printed under a selected name. */
  claimable: number;
  /** Every article found is on the claimant's profile already. */
  allOwned: boolean;
}): string | null {
  if (allOwned) return 'Every article found is on your profile already: nothing is left to claim here.';
  if (namesSelected === 0) return 'Select the names you published under to claim these articles.';
  if (claimable > 0) return null;
  if (articlesChecked === 0) return 'Check the articles you wrote.';
  return 'None of the checked articles is printed under a name you selected.';
}
