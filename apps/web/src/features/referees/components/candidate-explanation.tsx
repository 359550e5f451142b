import { readableTex } from '@sciscope/contracts';
import type { Referee } from '@sciscope/contracts';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { affiliationYears } from '../../authors/author-rules';
import { Count } from '../../articles/components/count';
import { Score } from '../../articles/components/score';
import { conceptListVisibleCount } from '../referees-display';
import { articlePath } from '../referees-links';
import { sharedInstitutionText } from './coi-flags';
import { ExpandableList } from './expandable-list';

/**
 * Why a candidate ranks where it does: the concepts shared with the document and the articles
 * that produced the score, each with its score, the words it shares with the document that weigh
 * most in that score, and its matched concepts; then every piece of COI
 * evidence and the affiliations.
 */
export function CandidateExplanation({ referee, onShowCoauthors }: { referee: Referee; onShowCoauthors: () => void }) {
  const [allConcepts, setAllConcepts] = useState(false);
  const concepts = referee.mostRelevantConcepts;
  const visibleConcepts = conceptListVisibleCount(concepts.length, allConcepts);

  return (
    <Stack gap="sm" p="xs" aria-label={`Why ${referee.author.name}`}>
      <div>
        <Title order={3} size="h6">
          Concepts shared with the document
        </Title>
        {concepts.length === 0 ? (
          <Text size="xs" c="dimmed">
            No shared concepts.
          </Text>
        ) : (
          <Group gap={4} mt={4}>
            {concepts.slice(0, visibleConcepts).map((concept) => (
              <Badge key={concept.id} variant="light" size="sm" tt="none">
                {concept.name} · <Count value={concept.articlesCount} />
              </Badge>
            ))}
            {visibleConcepts < concepts.length && (
              <Button size="compact-xs" variant="subtle" onClick={() => setAllConcepts(true)}>
                Show all {concepts.length}
              </Button>
            )}
          </Group>
        )}
      </div>

      <div>
        <Title order={3} size="h6">
          Articles that produced the score ({referee.scoredArticlesCount} scored, best{' '}
          <Score value={referee.maxArticleScore} similarity />)
        </Title>
        <ExpandableList
          label="Scored articles"
          items={referee.mostRelevantArticles}
          render={(article) => (
            <Stack gap={2}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                {/* Never shrunk: on a phone the title wraps, not the score's digits. */}
                <Text size="xs" ff="monospace" c="dimmed" style={{ flexShrink: 0 }}>
                  <Score value={article.score} similarity />
                </Text>
                <Text size="sm">
                  <Anchor href={articlePath(article.id, article.title)} inherit>
                    {readableTex(article.title)}
                  </Anchor>
                  {(article.journal || article.year !== null) && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      {[article.journal, article.year].filter((part) => part !== null && part !== '').join(', ')}
                    </Text>
                  )}
                </Text>
              </Group>
              {article.matchedWords.length > 0 && (
                <Text size="xs" c="dimmed" pl={48}>
                  Shared words: {article.matchedWords.join(', ')}
                </Text>
              )}
              {article.matchedConcepts.length > 0 && (
                <Text size="xs" c="dimmed" pl={48}>
                  Matched: {article.matchedConcepts.map((concept) => concept.name).join(', ')}
                </Text>
              )}
            </Stack>
          )}
        />
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Title order={3} size="h6">
            Co-authored with the document's authors
          </Title>
          {referee.coauthoredArticles.length === 0 ? (
            <Text size="xs" c="dimmed">
              None.
            </Text>
          ) : (
            <ExpandableList
              label="All co-authored papers"
              items={referee.coauthoredArticles}
              render={(paper) => (
                <Text size="xs">
                  <Anchor href={articlePath(paper.id, paper.title)} inherit>
                    {readableTex(paper.title)}
                  </Anchor>
                  {paper.year !== null && ` (${paper.year})`} with {paper.documentAuthors.join(', ')}
                  {paper.isRecent ? ' · within the COI years' : ''}
                </Text>
              )}
            />
          )}
          <Button size="compact-xs" variant="subtle" mt={4} onClick={onShowCoauthors}>
            Coauthors
          </Button>
        </div>
        <div>
          <Title order={3} size="h6">
            Affiliations
          </Title>
          <ExpandableList
            label="Affiliations"
            items={referee.author.datedAffiliations}
            render={(affiliation) => (
              <Text size="xs">
                {affiliation.value}
                {affiliation.country ? `, ${affiliation.country}` : ''}
                {affiliationYears(affiliation) && ` (${affiliationYears(affiliation)})`}
              </Text>
            )}
          />
          {referee.commonInstitutions.length > 0 && (
            <Text size="xs" mt={4}>
              Shared with the document's authors: {referee.commonInstitutions.map(sharedInstitutionText).join('; ')}
            </Text>
          )}
        </div>
      </SimpleGrid>
    </Stack>
  );
}
