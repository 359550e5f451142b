import { journalSearchPath, type ArticleJournal } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { venuePlace } from '../article-rules';
import { formatScore } from '../format';

export interface ArticleVenueProps {
  journal: ArticleJournal;
  /** Holders of the `journals_impact_factor` quota see the impact factor. */
  showImpactFactor: boolean;
}

/** Journal title (a search of its articles), volume/issue/pages and, with the quota, the impact factor. */
export function ArticleVenue({ journal, showImpactFactor }: ArticleVenueProps) {
  const place = venuePlace(journal);
  return (
    <Text component="span" size="sm">
      <Anchor
        component={Link}
        to={journalSearchPath(journal.journalId)}
        size="sm"
        c="dimmed"
        fs="italic"
        title={journal.title}
      >
        {journal.title}
      </Anchor>
      {place && <Text component="span" size="sm" c="dimmed">{`, ${place}`}</Text>}
      {showImpactFactor && journal.impactFactor !== null && (
        <Text component="span" size="xs" c="dimmed" title="Impact factor (two-year mean citedness)">
          {` · IF ${formatScore(journal.impactFactor)}`}
        </Text>
      )}
    </Text>
  );
}
