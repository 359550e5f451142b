import { createHash, randomBytes } from 'node:crypto';
import {
  CLAIM_LIMITS,
  claimEvidenceSchema,
  type ClaimArticlesResponse,
  type ClaimEvidence,
  type ClaimResult,
} from '@sciscope/contracts';
import { compareParsedNames, parseAuthorName } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { logEntry } from './claim-authors.usecases';
import { applyClaimChange } from './claim-apply';
import type { AuthorBrief, AuthorshipRow, ClaimCorpusRepository } from './claim-corpus.repository';
import { notifyPending } from './claim-notices';
import { REASONS, heldByOthers, isVerified, matchClaimantToAuthor, unverifiedReason } from './claim-policy';
import { identityEvidence, ownsSession, requireClaimant, type ClaimantDeps } from './claimant';
import { claimsErrors } from './claims.errors';
import { inClaimantTransaction, type ClaimMove, type ProfileHolder } from './claims.repository';
import type { ClaimsMailer } from './claims-mail';
import { claimSessionSchema, type FoundClaimArticles } from './find-claim-articles.usecases';

const HOUR_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Stores what a bibliography upload found, for the wizard's next steps, under a new token
 * (24 hours; only its hash is kept), and returns the claim result with the token.
 */
export async function saveClaimSession({
  claims,
  found,
}: Pick<ClaimantDeps, 'claims'> & { found: FoundClaimArticles }): Promise<ClaimResult> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await claims.insertSession({
    tokenHash: sha256(token),
    userId: found.session.advisorId === null ? found.session.userId : null,
    advisorId: found.session.advisorId,
    result: JSON.stringify(found.session),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + CLAIM_LIMITS.claimSessionHours * HOUR_MS).toISOString(),
  });
  return { ...found.result, token };
}

export interface ClaimArticlesDeps extends ClaimantDeps {
  db: Db;
  corpus: ClaimCorpusRepository;
  actionsLog: ActionsLogRepository;
  mailer: ClaimsMailer;
  publicUrl: string;
}

export interface ClaimArticlesInput {
  articleIds: number[];
  allArticleIds: number[];
  names: string[];
  token: string;
  comment: string;
  attorneyToken: string | undefined;
}

/** The articles waiting in a holder's pending claims for `targetAuthorId`, each with the (first) claim holding it. */
async function pendingArticlesOf(
  claims: ClaimantDeps['claims'],
  holder: ProfileHolder,
  targetAuthorId: number,
): Promise<Map<number, number>> {
  const waiting = new Map<number, number>();
  for (const claim of await claims.pendingClaimsOf({ holder, targetAuthorId })) {
    const evidence = claimEvidenceSchema.safeParse(JSON.parse(claim.evidence));
    const joined = evidence.success ? evidence.data.articles.map((a) => a.articleId) : [];
    for (const id of [...claim.moves.map((m) => m.articleId), ...joined])
      if (!waiting.has(id)) waiting.set(id, claim.id);
  }
  return waiting;
}

/** The authorship of an article the claimant is printed under: a selected name as printed, else a compatible one. */
function authorshipFor(rows: AuthorshipRow[], names: Set<string>): AuthorshipRow | null {
  const exact = rows.find((row) => names.has(row.rawName));
  if (exact) return exact;
  const parsed = [...names].map((name) => parseAuthorName(name));
  return (
    rows.find((row) => {
      const printed = parseAuthorName(row.rawName);
      return printed.given.length > 0 && parsed.some((name) => compareParsedNames(name, printed) !== 'incompatible');
    }) ?? null
  );
}

/**
 * `POST /api/authors/claim-articles/` (steps 2 and 3): the selected articles' authorships
 * printed under the selected names join the claimant's profile. Without a profile, the
 * claimant is linked to the profile that holds most of them (a profile claim, under the
 * profile policy). Authorships of profiles nobody holds, printed under a form of the
 * profile's name, move at once; the others go to moderation as a second claim.
 */
export async function claimArticles(deps: ClaimArticlesDeps & ClaimArticlesInput): Promise<ClaimArticlesResponse> {
  const claimant = await requireClaimant(deps);
  const stored = await deps.claims.findSession({ tokenHash: sha256(deps.token) });
  // Another claimant's token gets the answer of an unknown one: its existence is not revealed.
  if (!stored || !ownsSession(claimant, stored)) throw claimsErrors.invalidClaimToken();
  if (stored.expiresAt <= new Date().toISOString()) throw claimsErrors.expiredClaimToken();
  const session = claimSessionSchema.parse(JSON.parse(stored.result));
  const allowed = new Set([...session.found, ...session.suggested]);
  if (deps.articleIds.some((id) => !allowed.has(id))) throw claimsErrors.notFromList('articles_ids');
  const sessionNames = new Set(session.names);
  if (deps.names.some((name) => !sessionNames.has(name))) throw claimsErrors.notFromList('names');

  const names = new Set(deps.names);
  const byArticle = new Map<number, AuthorshipRow[]>();
  for (const row of await deps.corpus.authorshipsOfArticles({ articleIds: deps.articleIds })) {
    byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row]);
  }
  const chosen = deps.articleIds.flatMap((id) => authorshipFor(byArticle.get(id) ?? [], names) ?? []);
  if (chosen.length === 0) throw claimsErrors.nothingClaimable();

  // The target profile: the claimant's, else the unheld source holding most of the chosen authorships.
  const sources = await deps.corpus.authorsByIds({ authorIds: chosen.map((c) => c.authorId) });
  const holders = await deps.claims.holdersOf({ authorIds: sources.map((s) => s.id) });
  const counts = new Map<number, number>();
  for (const c of chosen) counts.set(c.authorId, (counts.get(c.authorId) ?? 0) + 1);
  const byCount = [...sources].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id);
  let target: AuthorBrief;
  if (claimant.authorId !== null) {
    target =
      sources.find((s) => s.id === claimant.authorId) ??
      (await deps.corpus.authorsByIds({ authorIds: [claimant.authorId] }))[0]!;
  } else target = byCount.find((s) => !heldByOthers(holders.get(s.id), claimant)) ?? byCount[0]!;

  // The claimed articles' authors (the profiles they sit on, the claimant's own excepted): what the
  // claimant's name and e-mail domain are compared with, for the policy and the moderator.
  const claimedAuthors = sources.filter((s) => s.id !== claimant.authorId);
  const affiliations = await deps.corpus.affiliationTextsOf({
    authorIds: [...new Set([...claimedAuthors.map((s) => s.id), target.id])],
  });
  const matchWith = (author: AuthorBrief) =>
    matchClaimantToAuthor({ claimant, authorName: author.name, affiliationTexts: affiliations.get(author.id) ?? [] });
  const claimedMatches = claimedAuthors.map(matchWith);
  const match = {
    nameMatch: claimedMatches.length > 0 && claimedMatches.every((m) => m.nameMatch),
    emailNameMatch: claimedMatches.length > 0 && claimedMatches.every((m) => m.emailNameMatch),
    domainInstitution: claimedMatches.find((m) => m.domainInstitution !== null)?.domainInstitution ?? null,
  };

  const reasons: string[] = [];
  const profileReasons: string[] = [];
  const linksProfile = claimant.authorId === null;
  if (linksProfile) {
    if (!claimant.emailConfirmed) profileReasons.push(REASONS.unconfirmedEmail(claimant.email));
    const targetHolder = heldByOthers(holders.get(target.id), claimant);
    if (targetHolder) profileReasons.push(REASONS.heldBy(target.name, targetHolder));
    const targetMatch = matchWith(target);
    if (!isVerified(targetMatch)) profileReasons.push(unverifiedReason(targetMatch, target.name));
  }
  const targetName = parseAuthorName(target.name);
  const direct: ClaimMove[] = [];
  const contested: ClaimMove[] = [];
  // Authorships on the target already: the claimant's own (nothing to do), or — for a claimant
  // without a profile — those that become theirs with the profile link (applied or moderated with it).
  const onTarget = chosen.filter((row) => row.authorId === target.id);
  for (const row of chosen) {
    if (row.authorId === target.id) continue;
    const move = {
      articleId: row.articleId,
      position: row.position,
      fromAuthorId: row.authorId,
      toAuthorId: target.id,
      printedName: row.rawName,
    };
    const holder = heldByOthers(holders.get(row.authorId), claimant);
    const printed = parseAuthorName(row.rawName);
    const sameName = printed.given.length > 0 && compareParsedNames(printed, targetName) !== 'incompatible';
    if (holder) reasons.push(REASONS.heldBy(row.authorName, holder));
    if (!sameName) reasons.push(REASONS.printedOtherwise(row.rawName, target.name));
    (holder || !sameName ? contested : direct).push(move);
  }
  // A profile link that needs a superuser takes every move with it.
  const linkNow = linksProfile && profileReasons.length === 0;
  if (profileReasons.length > 0) {
    contested.push(...direct.splice(0));
    reasons.unshift(...profileReasons);
  }
  // Articles already waiting in one of the claimant's pending claims for this profile are not
  // queued a second time (one decision each, one e-mail to the superusers); a claim that would
  // queue nothing else is refused.
  let joinedLater = linksProfile && !linkNow ? onTarget : [];
  const waiting = await pendingArticlesOf(deps.claims, claimant.holder, target.id);
  const alreadyPending = new Set(
    [...contested.map((m) => m.articleId), ...joinedLater.map((r) => r.articleId)].filter((id) => waiting.has(id)),
  );
  if (alreadyPending.size > 0) {
    const queued = contested.splice(0).filter((m) => !alreadyPending.has(m.articleId));
    contested.push(...queued);
    joinedLater = joinedLater.filter((r) => !alreadyPending.has(r.articleId));
    if (direct.length === 0 && !linkNow && contested.length === 0 && joinedLater.length === 0)
      throw claimsErrors.alreadyPending([...new Set([...alreadyPending].map((id) => waiting.get(id)!))].sort());
  }
  const uniqueReasons = [...new Set(reasons)];

  const matchOf = new Map(session.matches.map((m) => [m.articleId, m]));
  const titles = new Map(
    (await deps.corpus.articleCards({ articleIds: chosen.map((c) => c.articleId) })).map((c) => [c.id, c.title]),
  );
  /** The evidence of a claim of `moves`, and of `joined` (authorships that join with the profile link). */
  const evidenceFor = (moves: ClaimMove[], joined: AuthorshipRow[], why: string[]): ClaimEvidence => {
    const items = [
      ...moves.map((m) => ({ articleId: m.articleId, printedName: m.printedName, fromAuthorId: m.fromAuthorId })),
      ...joined.map((r) => ({ articleId: r.articleId, printedName: r.rawName, fromAuthorId: r.authorId })),
    ];
    return {
      identity: identityEvidence(claimant),
      nameMatch: match.nameMatch,
      emailNameMatch: match.emailNameMatch,
      domainInstitution: match.domainInstitution,
      comparedWith: [...new Set(claimedAuthors.map((s) => s.name))],
      reasons: why,
      sources: sources
        .filter((s) => items.some((m) => m.fromAuthorId === s.id))
        .map((s) => {
          const holder = heldByOthers(holders.get(s.id), claimant);
          return {
            authorId: s.id,
            name: s.name,
            heldBy: holder ? ('userId' in holder ? 'account' : 'recommender') : null,
          };
        }),
      articles: items.map((m) => ({
        articleId: m.articleId,
        title: titles.get(m.articleId) ?? '',
        printedName: m.printedName,
        confidence: matchOf.get(m.articleId)?.confidence ?? null,
        reason:
          matchOf.get(m.articleId)?.detail ??
          (session.suggested.includes(m.articleId) ? 'suggested: same-name author' : null),
      })),
      notSelectedArticlesIds: deps.allArticleIds.filter((id) => allowed.has(id) && !deps.articleIds.includes(id)),
      bibliography: {
        format: session.format,
        inputCount: session.inputCount,
        found: session.found.length,
        notFound: session.notFound,
      },
    };
  };
  const base = {
    kind: 'articles' as const,
    userId: claimant.userId,
    advisorId: claimant.advisor?.id ?? null,
    targetAuthorId: target.id,
    comment: deps.comment,
    now: new Date().toISOString(),
  };

  const claimIds: number[] = [];
  let claimed = 0;
  // Linking a profile makes the selected articles it holds the claimant's too: now, or when approved.
  const joinedNow = linkNow ? onTarget : [];
  const articlesOf = (moves: ClaimMove[], joined: AuthorshipRow[]) =>
    new Set([...moves.map((m) => m.articleId), ...joined.map((r) => r.articleId)]).size;
  if (direct.length > 0 || linkNow) {
    const { done, result } = await applyClaimChange({
      db: deps.db,
      moves: direct,
      profile: linkNow ? { holder: claimant.holder, authorId: target.id } : null,
      record: (claims, done) =>
        claims.insertClaim(
          {
            ...base,
            state: 'applied',
            linksProfile: linkNow,
            evidence: JSON.stringify(evidenceFor(done, joinedNow, [])),
            articlesCount: articlesOf(done, joinedNow),
          },
          done,
        ),
    });
    claimed = articlesOf(done, joinedNow);
    claimIds.push(result);
    await deps.actionsLog.insert(
      logEntry(claimant, 'claims.applied', {
        claimId: result,
        kind: 'articles',
        authorId: target.id,
        articles: claimed,
      }),
    );
  }
  // A profile link that needs a superuser is a claim even when no authorship has to move.
  let pending = articlesOf(contested, joinedLater);
  const queued = [...contested.map((m) => m.articleId), ...joinedLater.map((r) => r.articleId)];
  // Filed after reading the claimant's pending claims again, one request at a time: the same
  // claim sent at the same moment (a double click) may have queued these articles first.
  const queuedId =
    queued.length === 0
      ? null
      : await inClaimantTransaction(deps.db, claimant.holder, async (claims) => {
          const nowWaiting = await pendingArticlesOf(claims, claimant.holder, target.id);
          if (queued.every((id) => nowWaiting.has(id))) {
            for (const id of queued) waiting.set(id, nowWaiting.get(id)!);
            return null;
          }
          return claims.insertClaim(
            {
              ...base,
              state: 'pending',
              linksProfile: linksProfile && !linkNow,
              evidence: JSON.stringify(evidenceFor(contested, joinedLater, uniqueReasons)),
              articlesCount: pending,
            },
            contested,
          );
        });
  if (queued.length > 0 && queuedId === null) {
    // The answer the check above gives when the other request came first.
    for (const id of queued) alreadyPending.add(id);
    pending = 0;
    if (claimIds.length === 0)
      throw claimsErrors.alreadyPending([...new Set(queued.map((id) => waiting.get(id)!))].sort((a, b) => a - b));
  }
  if (queuedId !== null) {
    const claimId = queuedId;
    claimIds.push(claimId);
    await deps.actionsLog.insert(
      logEntry(claimant, 'claims.queued', { claimId, kind: 'articles', authorId: target.id }),
    );
    await notifyPending(deps, {
      claimId,
      claimant,
      kind: 'articles',
      author: target,
      articlesCount: pending,
      reasons: uniqueReasons,
    });
  }
  return {
    ok: true,
    stats: {
      author_id: target.id,
      claimed_count: claimed,
      pending_count: pending,
      // Only articles already on the claimant's own profile.
      already_count: linksProfile ? 0 : new Set(onTarget.map((r) => r.articleId)).size,
      already_pending_count: alreadyPending.size,
    },
    claimIds,
    reasons: uniqueReasons,
  };
}
