import type { ArticleConcept, ArticleRow } from '@sciscope/contracts';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { hasQuota } from '../../auth/user-access';
import { ArticleLabels } from '../../collections/components/article-labels';
import { isRecentArticle } from '../article-rules';
import { UNKNOWN_ARTICLE_CITATIONS_EXPLANATION, formatCount, formatExactCount } from '../format';
import { ArticleAuthors } from './article-authors';
import { ArticleConcepts } from './article-concepts';
import { ArticleLinks } from './article-links';
import { ArticleTitle } from './article-title';
import { ArticleVenue } from './article-venue';

export interface ArticleListItemProps {
  /** A list row: the abstract is not part of it (the popover fetches the full article). */
  article: ArticleRow;
  /** The author whose page lists the article: always shown in the byline, in bold. */
  currentAuthorId?: number | undefined;
  /** Words of a search to highlight in the title and the popover's abstract. */
  highlightTerms?: readonly string[] | undefined;
  /** Concepts drawn as selected (e.g. the list's active concept filters). */
  selectedConceptIds?: readonly number[] | undefined;
  /** Extra controls in each concept's popover (e.g. 'Filter by this concept'). */
  conceptActions?: ((concept: ArticleConcept, close: () => void) => ReactNode) | undefined;
  /**
   * Makes the title a heading of this level (the search page: h2 under its h1), so screen-reader
   * users can jump from result to result; it looks the same either way.
   */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** A heading that adds no look of its own: the title inside keeps its size, weight and layout. */
const PLAIN_HEADING: CSSProperties = { margin: 0, font: 'inherit', display: 'flex', flexDirection: 'column' };

function Separator() {
  return (
    <Text component="span" c="dimmed" size="sm" aria-hidden>
      ·
    </Text>
  );
}

function CitationsCount({ count }: { count: number | null }) {
  if (count === null)
    return (
      <Text component="span" size="sm" c="dimmed" title={UNKNOWN_ARTICLE_CITATIONS_EXPLANATION}>
        Citations unknown
      </Text>
    );
  const exact = `${formatExactCount(count)} ${count === 1 ? 'citation' : 'citations'}`;
  return (
    <Text component="span" size="sm" c="dimmed" title={exact} aria-label={exact}>
      {`Cited by ${formatCount(count)}`}
    </Text>
  );
}

/**
 * One article of a list (author page, search, jobs applicant page): the title with its popover
 * (bold when recent), the byline, venue, year, citations, badges, links, its labels with
 * 'Save to label' (by the current user's label flags) and concepts.
 */
export function ArticleListItem({
  article,
  currentAuthorId,
  highlightTerms,
  selectedConceptIds,
  conceptActions,
  headingLevel,
}: ArticleListItemProps) {
  const { data: user } = useCurrentUser();
  const titleId = useId();
  const showImpactFactor = user ? hasQuota(user, 'journals_impact_factor') : false;
  const recent = isRecentArticle(article.year, new Date().getFullYear());
  const title = (
    <ArticleTitle
      id={titleId}
      article={article}
      recent={recent}
      currentAuthorId={currentAuthorId}
      highlightTerms={highlightTerms}
    />
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;

  return (
    <Stack component="article" gap={4} py="sm" aria-labelledby={titleId}>
      {Heading ? <Heading style={PLAIN_HEADING}>{title}</Heading> : title}
      <ArticleAuthors authors={article.authors} currentAuthorId={currentAuthorId} />
      <Group gap={8} wrap="wrap" align="center">
        {article.journal && (
          <>
            <ArticleVenue journal={article.journal} showImpactFactor={showImpactFactor} />
            <Separator />
          </>
        )}
        {article.year !== null && (
          <>
            <Text component="span" size="sm" c="dimmed">
              {article.year}
            </Text>
            <Separator />
          </>
        )}
        <CitationsCount count={article.citationsCount} />
        {article.notable && (
          <Tooltip label="Highly cited for its field and year" withArrow>
            <Badge size="sm" color="orange" variant="light" tabIndex={0}>
              Notable
            </Badge>
          </Tooltip>
        )}
        {article.openAccess && (
          <Badge size="sm" color="teal" variant="light">
            Open access
          </Badge>
        )}
        {article.journal?.preprint && (
          <Badge size="sm" color="gray" variant="light">
            Preprint
          </Badge>
        )}
        <ArticleLinks article={article} />
        <ArticleLabels articleId={article.id} articleTitle={article.title} />
      </Group>
      <ArticleConcepts
        concepts={article.concepts}
        selectedConceptIds={selectedConceptIds}
        conceptActions={conceptActions}
      />
    </Stack>
  );
}
