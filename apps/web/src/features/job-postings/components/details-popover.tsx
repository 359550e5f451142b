import { Anchor, Popover, Stack, Text } from '@mantine/core';
import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RANK_LABELS, type Applicant, type Recommender } from '@sciscope/contracts';
import { formatExactCount, formatKnownCount, knownCountLabel } from '../../articles/format';
import { useHoverIntent } from '../../articles/components/use-hover-intent';

/**
 * A popover of details that opens when the pointer rests on (or the keyboard focuses) its
 * target, a link that still navigates on click (spec 04: applicant and recommender popovers).
 * The target itself (a link or a button) carries the popover's aria-haspopup and
 * aria-expanded: on a wrapping span, a generic element, aria-expanded is not allowed.
 */
export function DetailsPopover({
  target,
  children,
}: {
  target: ReactElement<HTMLAttributes<HTMLElement>>;
  children: ReactNode;
}) {
  const intent = useHoverIntent();
  return (
    <Popover
      opened={intent.opened}
      onDismiss={intent.close}
      onClose={intent.close}
      position="bottom-start"
      width={380}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        {cloneElement(target, {
          onMouseEnter: intent.openSoon,
          onMouseLeave: intent.closeSoon,
          onFocus: intent.openSoon,
          onBlur: intent.closeSoon,
        })}
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={intent.hold} onMouseLeave={intent.closeSoon}>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}

function metricsLine(
  a: Pick<Applicant, 'articlesCount' | 'hIndex' | 'citationsCount' | 'notableArticlesCount' | 'academicAge'>,
) {
  const parts = [
    `${formatExactCount(a.articlesCount)} articles`,
    `h-index ${formatKnownCount(a.hIndex)}`,
    knownCountLabel(a.citationsCount, 'citations'),
    knownCountLabel(a.notableArticlesCount, 'notable'),
  ];
  if (a.academicAge !== null) parts.push(`academic age ${a.academicAge}`);
  return parts.join(' · ');
}

/** What the committee sees on hovering an applicant's name. */
export function ApplicantDetails({ applicant: a }: { applicant: Applicant }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{a.authorName || a.email}</Text>
      {a.email && <Text size="sm">{a.email}</Text>}
      {a.phdAwardDate && <Text size="sm">{`PhD: ${a.phdAwardDate}`}</Text>}
      <Text size="sm">{metricsLine(a)}</Text>
      <Text size="sm">{`Relevance: ${RANK_LABELS[a.rank]}. ${a.rankReason}`}</Text>
      <Text size="sm">{`${a.votes.length} vote(s), ${a.comments.length} comment(s), ${a.advisors.length} recommender(s)`}</Text>
      {a.authorId !== null && (
        <Anchor size="sm" component={Link} to={`/author/${a.authorId}?inConsortium=0`}>
          Author page
        </Anchor>
      )}
    </Stack>
  );
}

/** What the committee sees on hovering a recommender's name. */
export function RecommenderDetails({ recommender: r }: { recommender: Recommender }) {
  const letters = r.letters.filter((l) => l.filename !== null).length;
  return (
    <Stack gap={4}>
      <Text fw={600}>{r.name}</Text>
      <Text size="sm">{r.email}</Text>
      <Text size="sm">{`Recommends ${r.letters.length} applicant(s); ${letters} letter(s) uploaded`}</Text>
      {r.authorId !== null ? (
        <>
          <Text size="sm">{`Relevance of their own work: ${RANK_LABELS[r.rank]}${r.similarityCombined === null ? '' : ` (${r.similarityCombined.toFixed(3)})`}`}</Text>
          <Anchor size="sm" component={Link} to={`/author/${r.authorId}?inConsortium=0`}>
            {r.authorName ?? 'Author page'}
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Not linked to an author profile.
        </Text>
      )}
    </Stack>
  );
}
