import { articlePath, countLabel, type ClaimArticle, type ReferenceMatch, readableTex } from '@sciscope/contracts';
import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { cardAuthorNames, confidenceLabel } from '../claim-rules';

/** A list of articles to claim, each with a checkbox, its byline (5 names, then et al.) and, for found ones, how it was matched. */
export function ClaimArticleList({
  label,
  articles,
  selected,
  onToggle,
  matches = [],
  withoutNames,
}: {
  label: string;
  articles: ClaimArticle[];
  selected: ReadonlySet<number>;
  onToggle: (articleId: number, checked: boolean) => void;
  matches?: ReferenceMatch[];
  /** Articles none of the selected names is on: shown, not claimable under them. */
  withoutNames?: ReadonlySet<number>;
}) {
  const matchOf = new Map(matches.map((m) => [m.article_id, m]));
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {articles.map((article) => {
        const { shown, etAl } = cardAuthorNames(article.authors.map((a) => a.name));
        const match = matchOf.get(article.article_id);
        const titleId = `claim-article-${label.replace(/\W+/g, '-')}-${article.article_id}`;
        const nameless = !article.owned && (withoutNames?.has(article.article_id) ?? false);
        return (
          <Paper key={article.article_id} withBorder p="xs" radius="sm" role="listitem" aria-labelledby={titleId}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Checkbox
                mt={3}
                checked={selected.has(article.article_id) && !nameless}
                disabled={article.owned || nameless}
                onChange={(event) => onToggle(article.article_id, event.currentTarget.checked)}
                aria-label={`Claim ${readableTex(article.title)}`}
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={articlePath(article.article_id, article.title)}
                    target="_blank"
                    size="sm"
                    fw={600}
                    id={titleId}
                  >
                    {readableTex(article.title)}
                  </Anchor>
                  {article.owned && (
                    <Badge variant="light" color="gray">
                      on your profile
                    </Badge>
                  )}
                </Group>
                <Text size="xs">
                  {shown.join(', ')}
                  {etAl && ' et al.'}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    article.venue,
                    article.year,
                    article.citations_count === null ? null : countLabel(article.citations_count, 'citation'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {nameless && (
                  <Text size="xs" c="orange.8">
                    None of the selected names is on this article: select the name you published it under to claim it.
                  </Text>
                )}
                {match && (
                  <Text size="xs" c="dimmed">{`Match ${confidenceLabel(match.confidence)}: ${match.detail}`}</Text>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
