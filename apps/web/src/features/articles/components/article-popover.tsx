import { articlePath, readableTex } from '@sciscope/contracts';
import { Anchor, Badge, Group, Highlight, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { hasQuota } from '../../auth/user-access';
import { truncateConceptLabel } from '../../concepts/concept-links';
import { useArticleForPopover } from '../queries/use-article-for-popover';
import { ArticleAuthors } from './article-authors';
import { ArticleVenue } from './article-venue';

export interface ArticlePopoverContentProps {
  articleId: number;
  /** True once the popover has opened: the article is fetched then, and cached. */
  enabled: boolean;
  currentAuthorId?: number | undefined;
  highlightTerms?: readonly string[] | undefined;
}

/** Concepts listed in the popover; the full, interactive list is on the article's row. */
const POPOVER_CONCEPTS = 12;

/** The body of an article popover: abstract, authors, venue and concepts, loaded from the server. */
export function ArticlePopoverContent({
  articleId,
  enabled,
  currentAuthorId,
  highlightTerms = [],
}: ArticlePopoverContentProps) {
  const { data: article, error, isPending } = useArticleForPopover({ articleId, enabled });
  const { data: user } = useCurrentUser();

  if (error) {
    return (
      <Text size="sm" c="red" role="alert">
        {error.message}
      </Text>
    );
  }
  if (isPending || !article) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading article">
        <Skeleton height={14} width="80%" />
        <Skeleton height={10} width="60%" />
        <Skeleton height={10} />
        <Skeleton height={10} />
        <Skeleton height={10} width="90%" />
      </Stack>
    );
  }

  const terms = [...highlightTerms];
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {readableTex(article.title)}
        {article.year !== null && <Text component="span" c="dimmed" fw={400} size="sm">{` (${article.year})`}</Text>}
      </Text>
      <ArticleAuthors authors={article.authors} currentAuthorId={currentAuthorId} />
      {article.journal && (
        <ArticleVenue
          journal={article.journal}
          showImpactFactor={user ? hasQuota(user, 'journals_impact_factor') : false}
        />
      )}
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        {article.abstract ? (
          <Highlight highlight={terms} size="sm" style={{ whiteSpace: 'pre-line' }} aria-label="Abstract">
            {readableTex(article.abstract)}
          </Highlight>
        ) : (
          <Text size="sm" c="dimmed">
            No abstract available.
          </Text>
        )}
      </ScrollArea.Autosize>
      {article.concepts.length > 0 && (
        <Group gap={4} wrap="wrap" aria-label="Concepts" role="group">
          {article.concepts.slice(0, POPOVER_CONCEPTS).map((concept) => (
            <Badge key={concept.conceptId} variant="light" radius="sm" tt="none" fw={500} title={`DF ${concept.df}`}>
              {truncateConceptLabel(concept.name)}
            </Badge>
          ))}
          {article.concepts.length > POPOVER_CONCEPTS && (
            <Text size="xs" c="dimmed">{`${article.concepts.length - POPOVER_CONCEPTS} more`}</Text>
          )}
        </Group>
      )}
      <Anchor component={Link} to={articlePath(article.id, article.title)} size="sm">
        Open the article page
      </Anchor>
    </Stack>
  );
}
