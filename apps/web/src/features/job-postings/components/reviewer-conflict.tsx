import { Alert, Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { JOB_MESSAGES, type Applicant } from '@sciscope/contracts';

type ConflictFacts = Pick<Applicant, 'authorName' | 'email' | 'coauthorship' | 'ownProfile'>;

/**
 * What the reviewer should know before judging the applicant: that the applicant's author
 * profile is their own, or that they wrote articles together; null when neither (the server
 * says so for the caller only).
 */
export function reviewerConflictText(applicant: ConflictFacts): string | null {
  if (applicant.ownProfile) return JOB_MESSAGES.ownProfile;
  if (applicant.coauthorship)
    return JOB_MESSAGES.coauthorNotice(applicant.coauthorship, applicant.authorName || applicant.email || '');
  return null;
}

/**
 * The applicants list's mark ('Co-author', 'Your profile'), after a space, explained on hover,
 * focus and touch (a tooltip) and to screen readers (described by the same sentence, visually hidden).
 */
export function ReviewerConflictBadge({ applicant }: { applicant: ConflictFacts }) {
  const descriptionId = useId();
  const text = reviewerConflictText(applicant);
  if (text === null) return null;
  return (
    <>
      {' '}
      <Tooltip label={text} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Badge size="xs" color="orange" variant="light" tabIndex={0} aria-describedby={descriptionId}>
          {applicant.ownProfile ? JOB_MESSAGES.ownProfileBadge : JOB_MESSAGES.coauthorBadge}
        </Badge>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{text}</VisuallyHidden>
    </>
  );
}

/** The applicant page's notice: the same sentence, in full. */
export function ReviewerConflictNotice({ applicant }: { applicant: ConflictFacts }) {
  const text = reviewerConflictText(applicant);
  if (text === null) return null;
  return (
    <Alert color="orange" variant="light" role="note">
      {text}
    </Alert>
  );
}
