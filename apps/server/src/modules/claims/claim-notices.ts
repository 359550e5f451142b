import type { Claimant } from './claimant';
import type { ClaimsRepository } from './claims.repository';
import { pendingClaimNotice, type ClaimsMailer } from './claims-mail';

/** Tells the superusers that a claim entered the moderation queue (one e-mail to all of them). */
export async function notifyPending(
  deps: { claims: ClaimsRepository; mailer: ClaimsMailer; publicUrl: string },
  {
    claimId,
    claimant,
    kind,
    author,
    articlesCount,
    reasons,
  }: {
    claimId: number;
    claimant: Claimant;
    kind: 'profile' | 'articles';
    author: { id: number; name: string };
    articlesCount: number;
    reasons: readonly string[];
  },
): Promise<void> {
  const to = await deps.claims.superuserEmails();
  if (to.length === 0) return;
  const who =
    claimant.via === 'attorney_token'
      ? `The recommender ${claimant.name ?? ''} (through an attorney token)`
      : (claimant.email ?? 'An account');
  await deps.mailer.send(
    pendingClaimNotice({
      to,
      claim: { id: claimId, kind, authorId: author.id, authorName: author.name, articlesCount },
      claimant: who,
      reasons,
      publicUrl: deps.publicUrl,
    }),
  );
}
