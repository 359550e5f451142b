import { authorPath, countLabel, reasonForModerator } from '@sciscope/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../app/config';
import { createMailer, type MailMessage } from '../mail/mailer';

/*
 * The claim e-mails: a notice to superusers when a claim enters the moderation queue, and the
 * decision to the claimant (the account's address, or the recommender's for a claim made
 * through an attorney token). Plain text only: nothing user-written reaches HTML.
 */

/** Sends a message; the routes' implementation logs a failed delivery instead of failing the request. */
export interface ClaimsMailer {
  send(message: MailMessage): Promise<void>;
}

/** The routes' mailer: a message that cannot be delivered is logged; the claim or decision it reports stands. */
export function loggingClaimsMailer(config: MailConfig, log: FastifyBaseLogger): ClaimsMailer {
  const outbox = createMailer({ config });
  return {
    async send(message) {
      try {
        await outbox.send(message);
      } catch (error) {
        log.warn({ err: error, subject: message.subject }, 'claim e-mail not delivered');
      }
    },
  };
}

interface ClaimSummary {
  id: number;
  kind: 'profile' | 'articles';
  authorId: number;
  authorName: string;
  articlesCount: number;
}

const what = (claim: ClaimSummary) =>
  claim.kind === 'profile'
    ? `your claim of the author profile ${claim.authorName}`
    : `your claim of ${claim.articlesCount} article${claim.articlesCount === 1 ? '' : 's'} for the profile ${claim.authorName}`;

export function pendingClaimNotice({
  to,
  claim,
  claimant,
  reasons,
  publicUrl,
}: {
  to: string[];
  claim: ClaimSummary;
  claimant: string;
  reasons: readonly string[];
  publicUrl: string;
}): MailMessage {
  return {
    to,
    subject: `Claim #${claim.id} waits for moderation`,
    text: [
      `${claimant} claims ${claim.kind === 'profile' ? 'the author profile' : `${claim.articlesCount} article(s) for`} ${claim.authorName}.`,
      '',
      'It was not applied at once because:',
      ...reasons.map((reason) => `- ${reasonForModerator(reason)}`),
      '',
      `Review it in the moderation queue: ${publicUrl}/superadmin/claims/`,
      `Author page: ${publicUrl}${authorPath(claim.authorId, claim.authorName)}`,
    ].join('\n'),
  };
}

/**
 * What an approval did: everything the claim asked; part of it (some authorships had changed
 * hands since the claim); or nothing, as when the same articles were claimed twice and the
 * other claim moved them first.
 */
export type ApprovalOutcome =
  { applied: 'all' } | { applied: 'part'; movedArticles: number } | { applied: 'nothing'; alreadyOnProfile: boolean };

function approvedLine(claim: ClaimSummary, outcome: ApprovalOutcome): string {
  const claimText = capitalise(what(claim));
  if (outcome.applied === 'all') return `${claimText} was approved and applied.`;
  if (outcome.applied === 'part')
    return `${claimText} was approved; ${countLabel(outcome.movedArticles, 'article')} moved to the profile; the rest had changed hands since the claim was made.`;
  const why = outcome.alreadyOnProfile
    ? claim.kind === 'profile'
      ? 'everything it asked for was on the profile already'
      : `the ${claim.articlesCount === 1 ? 'article was' : 'articles were'} on the profile already`
    : `the ${claim.articlesCount === 1 ? 'article had' : 'articles had'} moved to another profile since the claim was made`;
  return `${claimText} was approved, but there was nothing left to apply: ${why}. Nothing was changed.`;
}

export function claimDecisionMessage({
  to,
  claim,
  approved,
  outcome = { applied: 'all' },
  note,
  repeats = [],
  publicUrl,
}: {
  to: string;
  claim: ClaimSummary;
  approved: boolean;
  /** What the approval did (all of the claim when not given). */
  outcome?: ApprovalOutcome;
  note: string;
  /** The claimant's pending claims that repeated the approved one and were closed with it. */
  repeats?: readonly number[];
  publicUrl: string;
}): MailMessage {
  const lines = [
    `Hello,`,
    '',
    approved ? approvedLine(claim, outcome) : `${capitalise(what(claim))} was not approved.`,
  ];
  if (approved && repeats.length > 0)
    lines.push(
      repeats.length === 1
        ? `Your claim #${repeats[0]}, which asked for the same, was closed with it.`
        : `Your claims ${repeats.map((id) => `#${id}`).join(', ')}, which asked for the same, were closed with it.`,
    );
  if (approved && note !== '') lines.push('', `Note from the moderator: ${note}`);
  if (!approved) {
    if (note !== '') lines.push('', `The moderator's reason: ${note}`);
    lines.push(
      '',
      'If you think this is wrong, claim it again with a comment that shows the profile is yours (for example your affiliations or co-authors).',
    );
  }
  lines.push('', `Author page: ${publicUrl}${authorPath(claim.authorId, claim.authorName)}`);
  lines.push(`Your claims: ${publicUrl}/accounts/dashboard/`);
  return {
    to,
    subject: approved ? `Claim approved: ${claim.authorName}` : `Claim not approved: ${claim.authorName}`,
    text: lines.join('\n'),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
