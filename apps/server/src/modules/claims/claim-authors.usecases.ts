import type {
  ClaimAuthorsResponse,
  ClaimCandidatesResponse,
  ClaimEvidence,
  TopCitedArticlesResponse,
} from '@sciscope/contracts';
import { TOP_CITED_ARTICLES } from '@sciscope/contracts';
import { requireAccess } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { ArticlesRepository } from '../articles/articles.repository';
import type { AuthorsRepository } from '../authors/authors.repository';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { applyClaimChange } from './claim-apply';
import { findCandidatesByEmails, suggestCandidates } from './claim-candidates';
import type { ClaimCorpusRepository } from './claim-corpus.repository';
import {
  heldByOthers,
  isVerified,
  matchClaimantToAuthor,
  REASONS,
  unverifiedReason,
  type ProfileMatch,
} from './claim-policy';
import { identityEvidence, requireAdvisorOfToken, requireClaimant, type Claimant, type ClaimantDeps } from './claimant';
import { waitingProfileClaim } from './claim-repeats';
import { claimsErrors } from './claims.errors';
import { inClaimantTransaction, type ClaimMove } from './claims.repository';
import type { ClaimsMailer } from './claims-mail';
import { notifyPending } from './claim-notices';

export interface ClaimAuthorsDeps extends ClaimantDeps {
  db: Db;
  corpus: ClaimCorpusRepository;
  authors: AuthorsRepository;
  actionsLog: ActionsLogRepository;
  mailer: ClaimsMailer;
  publicUrl: string;
}

/** `GET /api/authors/suggest-author-for-user/`: profiles the account's name and e-mail point to. */
export async function suggestAuthorsForUser(deps: ClaimAuthorsDeps): Promise<ClaimCandidatesResponse> {
  const claimant = await requireClaimant({ ...deps, attorneyToken: undefined });
  return { authors: await suggestFor(deps, claimant) };
}

/** `GET /api/authors/suggest-author-for-advisor/{token}`: profiles the recommender's name and e-mail point to. */
export async function suggestAuthorsForAdvisor(
  deps: ClaimAuthorsDeps & { token: string },
): Promise<ClaimCandidatesResponse> {
  const claimant = await requireClaimant({ ...deps, attorneyToken: deps.token });
  return { authors: await suggestFor(deps, claimant) };
}

function suggestFor(deps: ClaimAuthorsDeps, claimant: Claimant) {
  return suggestCandidates({ ...deps, name: claimant.name, email: claimant.email, excludeAuthorId: claimant.authorId });
}

/** `POST /api/authors/find-by-emails/`: profiles found for a list of e-mail addresses. */
export async function findAuthorsByEmails(
  deps: ClaimAuthorsDeps & { emails: string[]; attorneyToken: string | undefined },
): Promise<ClaimCandidatesResponse> {
  await requireClaimant(deps);
  const linkedByEmail = await deps.advisors.linkedAdvisorsByEmails({ emails: deps.emails });
  return { authors: await findCandidatesByEmails({ ...deps, emails: deps.emails, linkedByEmail }) };
}

/**
 * `POST /api/authors/claim-authors/`: links the claimant to a profile (the first claimed when
 * they have none; the one with most articles of several), and merges the other claimed
 * profiles into it. Applied at once when the policy allows (claim-policy.ts), else queued for
 * the superusers with the evidence, unless the claimant's pending profile claim asks for every
 * one of these profiles already (409 `claims.already_pending`).
 */
export async function claimAuthors(
  deps: ClaimAuthorsDeps & { authorIds: number[]; attorneyToken: string | undefined; comment: string },
): Promise<ClaimAuthorsResponse> {
  const claimant = await requireClaimant(deps);
  const requested = await deps.corpus.authorsByIds({ authorIds: deps.authorIds });
  if (requested.length !== deps.authorIds.length) throw claimsErrors.authorNotFound();
  const others = requested.filter((a) => a.id !== claimant.authorId);
  if (others.length === 0) throw claimsErrors.alreadyYours();
  const [linked] = claimant.authorId === null ? [] : await deps.corpus.authorsByIds({ authorIds: [claimant.authorId] });
  const target = linked ?? [...requested].sort((a, b) => b.articlesCount - a.articlesCount || a.id - b.id)[0]!;

  const holders = await deps.claims.holdersOf({ authorIds: others.map((a) => a.id) });
  const affiliations = await deps.corpus.affiliationTextsOf({ authorIds: others.map((a) => a.id) });
  const reasons: string[] = [];
  if (!claimant.emailConfirmed) reasons.push(REASONS.unconfirmedEmail(claimant.email));
  if (linked) reasons.push(REASONS.alreadyLinked(linked.name));
  let nameMatch = true;
  let emailNameMatch = true;
  let domainInstitution: string | null = null;
  // Same-name profiles share one reason ("… matches Doina Precup (3 profiles)"), in first-seen order.
  // Same-name profiles compare alike with the claimant's name: the first one's match words the reason.
  const unmatched = new Map<string, { profiles: number; match: ProfileMatch }>();
  for (const author of others) {
    const holder = heldByOthers(holders.get(author.id), claimant);
    if (holder) reasons.push(REASONS.heldBy(author.name, holder));
    const match = matchClaimantToAuthor({
      claimant,
      authorName: author.name,
      affiliationTexts: affiliations.get(author.id) ?? [],
    });
    nameMatch &&= match.nameMatch;
    emailNameMatch &&= match.emailNameMatch;
    domainInstitution ??= match.domainInstitution;
    if (!isVerified(match)) {
      const seen = unmatched.get(author.name);
      unmatched.set(author.name, { profiles: (seen?.profiles ?? 0) + 1, match: seen?.match ?? match });
    }
  }
  for (const [name, { profiles, match }] of unmatched) reasons.push(unverifiedReason(match, name, profiles));
  const uniqueReasons = [...new Set(reasons)];
  reasons.splice(0, reasons.length, ...uniqueReasons);

  // The other claimed profiles are merged into the target: all their authorships move.
  const merged = others.filter((a) => a.id !== target.id).map((a) => a.id);
  const moves: ClaimMove[] = (await deps.corpus.authorshipsOfAuthors({ authorIds: merged })).map((row) => ({
    articleId: row.articleId,
    position: row.position,
    fromAuthorId: row.authorId,
    toAuthorId: target.id,
    printedName: row.rawName,
  }));
  const evidence: ClaimEvidence = {
    identity: identityEvidence(claimant),
    nameMatch,
    emailNameMatch,
    domainInstitution,
    comparedWith: [...new Set(others.map((a) => a.name))],
    reasons,
    sources: await Promise.all(
      others.map(async (a) => ({
        authorId: a.id,
        name: a.name,
        articlesCount: a.articlesCount,
        firstYear: a.firstYear,
        lastYear: a.lastYear,
        affiliations: (await deps.authors.listDatedAffiliations({ authorId: a.id, limit: 3 })).map((d) => d.value),
        topConcepts: (await deps.authors.listConcepts({ authorId: a.id, limit: 5 })).map((c) => c.name),
        heldBy: (() => {
          const holder = heldByOthers(holders.get(a.id), claimant);
          return holder ? ('userId' in holder ? 'account' : 'recommender') : null;
        })(),
      })),
    ),
    articles: [],
    notSelectedArticlesIds: [],
    bibliography: null,
  };
  const claim = {
    kind: 'profile' as const,
    userId: claimant.userId,
    advisorId: claimant.advisor?.id ?? null,
    targetAuthorId: target.id,
    linksProfile: claimant.authorId === null,
    comment: deps.comment,
    evidence: JSON.stringify(evidence),
    now: new Date().toISOString(),
  };

  if (reasons.length > 0) {
    // One pending claim per set of profiles: a repeat (a double click, the same claim at a later
    // visit) is refused, also when both requests arrive at the same moment.
    const claimId = await inClaimantTransaction(deps.db, claimant.holder, async (claims) => {
      const pending = await claims.pendingClaimsOf({ holder: claimant.holder, kind: 'profile' });
      const waiting = waitingProfileClaim(
        pending,
        others.map((a) => a.id),
      );
      if (waiting !== null) throw claimsErrors.profileAlreadyPending(waiting, others.length);
      return claims.insertClaim({ ...claim, state: 'pending' }, moves);
    });
    await deps.actionsLog.insert(
      logEntry(claimant, 'claims.queued', { claimId, kind: 'profile', authorId: target.id }),
    );
    await notifyPending(deps, {
      claimId,
      claimant,
      kind: 'profile',
      author: target,
      articlesCount: moves.length,
      reasons,
    });
    return { ok: true, author: { id: target.id, name: target.name }, status: 'pending', claimId, reasons };
  }
  const { result: claimId } = await applyClaimChange({
    db: deps.db,
    moves,
    // Links only a claimant still without a profile: the same claim sent at the same moment
    // (a double click) may have linked it first.
    profile: claim.linksProfile ? { holder: claimant.holder, authorId: target.id, onlyIfLinkedTo: null } : null,
    record: async (claims, done, linked) => {
      // Nothing left to do: that other request did it (the transaction is rolled back).
      if (done.length === 0 && !linked) throw claimsErrors.alreadyYours();
      return claims.insertClaim({ ...claim, state: 'applied', linksProfile: linked }, done);
    },
  });
  await deps.actionsLog.insert(logEntry(claimant, 'claims.applied', { claimId, kind: 'profile', authorId: target.id }));
  return { ok: true, author: { id: target.id, name: target.name }, status: 'applied', claimId, reasons: [] };
}

/** An actions-log row of a claim event (who: the acting account, or null for an anonymous token holder). */
export function logEntry(
  claimant: Pick<Claimant, 'userId' | 'advisor'>,
  action: string,
  payload: Record<string, unknown>,
) {
  return {
    userId: claimant.userId,
    action,
    payload: JSON.stringify({ ...payload, ...(claimant.advisor ? { advisorId: claimant.advisor.id } : {}) }),
    createdAt: new Date().toISOString(),
  };
}

/** `GET /api/jobs/fetch-advisor-by-attorney/{token}`: the recommender a token acts for. */
export async function fetchAdvisorByAttorney(deps: ClaimantDeps & { token: string }) {
  const advisor = await requireAdvisorOfToken({ ...deps, token: deps.token });
  return {
    ok: true as const,
    advisor: {
      advisorName: advisor.name,
      email: advisor.email,
      affiliation: advisor.affiliation,
      attorneyToken: deps.token,
      authorId: advisor.authorId,
      authorName: advisor.authorName,
    },
  };
}

/** `GET /api/authors/{id}/top-cited-articles`: an author's most cited articles (claim cards). */
export async function getTopCitedArticles({
  access,
  user,
  authors,
  articles,
  authorId,
}: Pick<ClaimantDeps, 'access' | 'user'> & {
  authors: AuthorsRepository;
  articles: ArticlesRepository;
  authorId: number;
}): Promise<TopCitedArticlesResponse> {
  await requireAccess({ access, user, permission: 'author.read' });
  if (!(await authors.authorExists({ authorId }))) throw claimsErrors.authorNotFound();
  const articleIds = await authors.listArticleIds({
    authorId,
    sort: 'citations',
    conceptIds: [],
    offset: 0,
    limit: TOP_CITED_ARTICLES,
  });
  return { topArticles: await articles.buildArticleRows({ articleIds }) };
}
