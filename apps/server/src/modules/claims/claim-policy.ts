import {
  domainMatchesInstitution,
  emailDomain,
  guessFitsName,
  nameGuessesFromEmail,
  parseAuthorName,
  personNameMatches,
} from '@sciscope/engine';
import type { Claimant } from './claimant';
import type { ProfileHolder } from './claims.repository';

/*
 * The claim policy (README "Author claiming"):
 * - a profile claim is applied at once only when the claimant's e-mail address is confirmed (an
 *   account's confirmation link; a recommender's token), it is the claimant's first (no profile linked
 *   yet), the profile is held by nobody (no account, no recommender), and the confirmed address
 *   matches it: the name its local part spells is a form of the author's name, or its domain
 *   belongs to one of the author's institutions. A typed name (the account's display name, the
 *   recommender's name as entered) is evidence for the moderator, never enough on its own: anyone
 *   can type any name;
 * - an article joins the claimant's profile at once when its authorship belongs to a profile
 *   held by nobody and is printed under a form of the profile's name;
 * - everything else (a profile or an authorship someone holds, a mismatch, a second profile
 *   to merge into one's own) goes to the superusers' moderation queue with the evidence.
 */

export interface ProfileMatch {
  /** The typed name or the name the e-mail spells is a form of the author's name. */
  nameMatch: boolean;
  /** The name the e-mail's local part spells is a form of the author's name. */
  emailNameMatch: boolean;
  /** The author's institution the claimant's e-mail domain belongs to, or null. */
  domainInstitution: string | null;
}

/** How the claimant's name and e-mail fit an author profile. */
export function matchClaimantToAuthor({
  claimant,
  authorName,
  affiliationTexts,
}: {
  claimant: Pick<Claimant, 'name' | 'email'>;
  authorName: string;
  affiliationTexts: readonly string[];
}): ProfileMatch {
  const parsed = parseAuthorName(authorName);
  const byName = claimant.name !== null && claimant.name.trim() !== '' && personNameMatches(claimant.name, authorName);
  const byEmailName =
    claimant.email !== null && nameGuessesFromEmail(claimant.email).some((guess) => guessFitsName(guess, parsed));
  const domain = claimant.email ? emailDomain(claimant.email) : null;
  const institution = domain ? (affiliationTexts.find((text) => domainMatchesInstitution(domain, text)) ?? null) : null;
  return { nameMatch: byName || byEmailName, emailNameMatch: byEmailName, domainInstitution: institution };
}

/** Whether the (confirmed) e-mail address itself ties the claimant to the author. */
export const isVerified = (match: ProfileMatch) => match.emailNameMatch || match.domainInstitution !== null;

/** The reason a profile link waits for a superuser when the address does not tie the claimant to it. */
export const unverifiedReason = (match: ProfileMatch, name: string, profiles = 1) =>
  match.nameMatch ? REASONS.typedNameOnly(name, profiles) : REASONS.noMatch(name, profiles);

/** Whether anyone but the claimant holds the profile. */
export function heldByOthers(
  holders: readonly ProfileHolder[] | undefined,
  claimant: Pick<Claimant, 'holder'>,
): ProfileHolder | null {
  for (const holder of holders ?? []) {
    const same =
      'userId' in holder
        ? 'userId' in claimant.holder && claimant.holder.userId === holder.userId
        : 'advisorId' in claimant.holder && claimant.holder.advisorId === holder.advisorId;
    if (!same) return holder;
  }
  return null;
}

/** The reasons, in words, that send a claim to moderation. */
export const REASONS = {
  alreadyLinked: (name: string) =>
    `You are linked to the profile ${name} already: moving another profile's articles into it needs a superuser.`,
  heldBy: (name: string, holder: ProfileHolder) =>
    `${name} is linked to ${'userId' in holder ? 'another account' : 'a recommender'}.`,
  /** `profiles`: how many claimed profiles of this name are meant (one reason for all of them). */
  noMatch: (name: string, profiles = 1) =>
    `Neither your name nor your e-mail domain matches ${name}${profiles > 1 ? ` (${profiles} profiles)` : ''}.`,
  typedNameOnly: (name: string, profiles = 1) =>
    `Only the name you entered matches ${name}${profiles > 1 ? ` (${profiles} profiles)` : ''}; neither your e-mail address nor its domain does: a superuser checks the claim.`,
  unconfirmedEmail: (email: string | null) =>
    `Your e-mail address${email ? ` ${email}` : ''} is not confirmed yet (the link of the confirmation e-mail): a superuser checks the claim.`,
  printedOtherwise: (printed: string, name: string) =>
    `An article is printed under "${printed}", which is not a form of ${name}.`,
} as const;
