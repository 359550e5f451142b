import { Anchor, Popover, Stack, Text } from '@mantine/core';
import { cloneElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RANK_LABELS, type Applicant, type Recommender } from '@sciscope/contracts';
import { Count } from '../../articles/components/count';
import { KnownCount } from '../../articles/components/known-count';
import { formatCount, formatSimilarity } from '../../articles/format';
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

/** A citation figure before its noun, "1.2k+ citations", or after it when unknown, "citations unknown". */
function KnownCountLabel({ value, noun }: { value: number | null; noun: string }) {
  return value === null ? (
    <>
      {noun} <KnownCount value={null} />
    </>
  ) : (
    <>
      <KnownCount value={value} format={formatCount} /> {noun}
    </>
  );
}

/** The applicant's figures: counts abbreviated from 100 on (exact in their title), the h-index exact. */
function MetricsLine({
  applicant: a,
}: {
  applicant: Pick<Applicant, 'articlesCount' | 'hIndex' | 'citationsCount' | 'notableArticlesCount' | 'academicAge'>;
}) {
  return (
    <Text size="sm">
      <Count value={a.articlesCount} /> articles · h-index <KnownCount value={a.hIndex} /> ·{' '}
      <KnownCountLabel value={a.citationsCount} noun="citations" /> ·{' '}
      <KnownCountLabel value={a.notableArticlesCount} noun="notable" />
      {a.academicAge !== null && ` · academic age ${a.academicAge}`}
    </Text>
  );
}

/** What the committee sees on hovering an applicant's name. */
export function ApplicantDetails({ applicant: a }: { applicant: Applicant }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>{a.authorName || a.email}</Text>
      {a.email && <Text size="sm">{a.email}</Text>}
      {a.phdAwardDate && <Text size="sm">{`PhD: ${a.phdAwardDate}`}</Text>}
      <MetricsLine applicant={a} />
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
          <Text size="sm">{`Relevance of their own work: ${RANK_LABELS[r.rank]}${r.similarityCombined === null ? '' : ` (${formatSimilarity(r.similarityCombined)})`}`}</Text>
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
