import { authorPath, type ClaimCandidate, readableTex } from '@sciscope/contracts';
import { Anchor, Badge, Button, Checkbox, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { affiliationYears } from '../../authors/author-rules';
import { candidateMetrics } from '../claim-rules';
import { useTopCitedArticles } from '../queries/use-claims';

/** One author profile of the find-authors modal: who it is, why it is listed, and a checkbox to claim it. */
export function CandidateCard({
  candidate,
  checked,
  onToggle,
}: {
  candidate: ClaimCandidate;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const [showArticles, setShowArticles] = useState(false);
  const top = useTopCitedArticles(candidate.id, showArticles);
  const headingId = `candidate-${candidate.id}`;
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={`Claim ${candidate.name}`}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={authorPath(candidate.id, candidate.name)}
              target="_blank"
              fw={600}
              id={headingId}
            >
              {candidate.name}
            </Anchor>
            {candidate.claimed && (
              <Badge
                color="orange"
                variant="light"
                title="Linked to an account or a recommender: a claim goes to moderation"
              >
                claimed
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {candidateMetrics(candidate)}
          </Text>
          {candidate.datedAffiliations.length > 0 && (
            <Text size="sm">
              {candidate.datedAffiliations
                .map((a) => {
                  const years = affiliationYears(a);
                  return years ? `${a.value} (${years})` : a.value;
                })
                .join('; ')}
            </Text>
          )}
          {candidate.topConcepts.length > 0 && (
            <Text size="sm" c="dimmed">{`Topics: ${candidate.topConcepts.map((c) => c.name).join(', ')}`}</Text>
          )}
          <Text size="xs" c="dimmed">
            {`Found by ${candidate.evidence.join(', ')}`}
            {candidate.matchedEmails.length > 0 && ` · ${candidate.matchedEmails.join(', ')}`}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            w="fit-content"
            onClick={() => setShowArticles((shown) => !shown)}
            aria-expanded={showArticles}
          >
            {showArticles ? 'Hide most cited articles' : 'Show most cited articles'}
          </Button>
          {showArticles && top.data && (
            <List size="sm" spacing={2}>
              {top.data.map((article) => (
                <List.Item
                  key={article.id}
                >{`${readableTex(article.title)}${article.year ? ` (${article.year})` : ''}`}</List.Item>
              ))}
            </List>
          )}
          {showArticles && top.error && (
            <Text size="sm" c="red">
              {top.error.message}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
