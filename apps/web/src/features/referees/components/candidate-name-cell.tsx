import { authorPath, type Referee } from '@sciscope/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount, partialCitationsNote } from '../../articles/format';
import { Count } from '../../articles/components/count';
import { KnownCount } from '../../articles/components/known-count';
import { authorGenderDisplay } from '../../authors/author-rules';
import { excludeReasonsText } from '../exclude-reasons';
import { AuthorsGroupBadges } from './authors-group-badges';
import { CoiFlags } from './coi-flags';

const HIDE_REASON_TEXT: Record<string, string> = {
  died_retired: 'Died or retired',
  conflict_of_interest: 'Conflict of interest',
  not_relevant: 'Not relevant',
  not_suitable_by_judgment: 'Not suitable by judgment',
  other: 'Other',
};

/**
 * A candidate's figures on one line, for a narrow screen where they have no columns:
 * '23 articles · h-index 17 · 1.8k+ citations' (an asterisk marks figures over only some articles).
 */
export function CandidateFigures({
  referee,
  showOwnWorks,
  showGender,
}: {
  referee: Referee;
  showOwnWorks: boolean;
  showGender: boolean;
}) {
  const partial = partialCitationsNote(referee.articlesCount, referee.articlesWithCitationsCount);
  const star = partial ? (
    <Text span inherit title={partial} aria-label={` (${partial})`}>
      *
    </Text>
  ) : null;
  return (
    <Text size="xs" c="dimmed" data-testid="candidate-figures">
      <Count value={referee.articlesCount} /> articles · h-index <KnownCount value={referee.hIndex} />
      {referee.hIndex !== null && star} · <KnownCount value={referee.citationsCount} format={formatCount} />
      {referee.citationsCount !== null && star} citations
      {showOwnWorks && referee.ownWorksCount !== null && (
        <>
          {' · '}
          <Count value={referee.ownWorksCount} /> own works
        </>
      )}
      {showGender && ` · ${authorGenderDisplay(referee.author).label}`}
    </Text>
  );
}

/**
 * The name cell of a candidate row: the name with its badges (custom, referee, authors groups),
 * the latest affiliation, why a hidden or left-out candidate is so, and on a narrow screen
 * (`narrow`) the figures and the conflicts of interest, which have columns of their own on a
 * wide one.
 */
export function CandidateNameCell({
  referee,
  marked,
  marksFolderId,
  condensed,
  narrow,
  showOwnWorks,
  showGender,
}: {
  referee: Referee;
  marked: boolean;
  marksFolderId: number | null;
  condensed: boolean;
  narrow: boolean;
  showOwnWorks: boolean;
  showGender: boolean;
}) {
  const { id, name } = referee.author;
  const refereeBadge = (
    <Badge size="xs" color="teal" style={marksFolderId !== null ? { cursor: 'pointer' } : undefined}>
      Referee
    </Badge>
  );
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="wrap">
        <Anchor component={Link} to={authorPath(id, name)}>
          {name}
        </Anchor>
        {referee.labels.includes('custom') && (
          <Badge size="xs" variant="outline">
            Custom
          </Badge>
        )}
        {marked &&
          (marksFolderId !== null ? (
            <Anchor
              component={Link}
              to={`/folder/${marksFolderId}/marks?author_id=${id}`}
              aria-label={`Proposals of the folder where ${name} is marked`}
            >
              {refereeBadge}
            </Anchor>
          ) : (
            refereeBadge
          ))}
        <AuthorsGroupBadges groups={referee.authorFromGroupList} />
      </Group>
      {!condensed && referee.author.datedAffiliations[0] && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {referee.author.datedAffiliations[0].value}
        </Text>
      )}
      {narrow && <CandidateFigures referee={referee} showOwnWorks={showOwnWorks} showGender={showGender} />}
      {referee.hideReasons.map((hide) => (
        <Text key={hide.hiddenAt} size="xs" c="dimmed">
          Hidden: {HIDE_REASON_TEXT[hide.reason] ?? hide.reason}
          {hide.comment ? ` (${hide.comment})` : ''}
        </Text>
      ))}
      {referee.excludeReasons.length > 0 && (
        <Text size="xs" c="dimmed">
          Left out: {excludeReasonsText(referee.excludeReasons)}
        </Text>
      )}
      {narrow && <CoiFlags referee={referee} />}
    </Stack>
  );
}
