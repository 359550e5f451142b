import { type Article, readableTex } from '@sciscope/contracts';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { ArticleAuthors } from '../../features/articles/components/article-authors';
import { ArticleConcepts } from '../../features/articles/components/article-concepts';
import { ArticleLinks } from '../../features/articles/components/article-links';
import { ArticleVenue } from '../../features/articles/components/article-venue';
import {
  UNKNOWN_ARTICLE_CITATIONS_EXPLANATION,
  formatCount,
  formatExactCount,
  knownCountLabel,
} from '../../features/articles/format';
import { useArticleForPopover } from '../../features/articles/queries/use-article-for-popover';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { hasQuota } from '../../features/auth/user-access';
import { NoConceptsWarning } from '../../features/documents/components/no-concepts-warning';
import { routeId } from '../../app/route-id';
import { NotFoundPage } from '../not-found-page';

/** /article/{id}-{slug}/: every article's page (specs 02 and 03 link to it). */
export function ArticlePage() {
  const articleId = routeId(/^\d+/.exec(useParams().idSlug ?? '')?.[0]);
  if (articleId === null) return <NotFoundPage what="article" />;
  return <ArticleContent key={articleId} articleId={articleId} />;
}

function ArticleContent({ articleId }: { articleId: number }) {
  const article = useArticleForPopover({ articleId, enabled: true });
  if (notFoundText(article.error) !== undefined) return <NotFoundPage what="article" />;
  if (article.isError) return <ErrorState message={article.error.message} />;
  if (!article.data) return <Skeleton height={320} />;
  return <ArticleView article={article.data} />;
}

/**
 * The article's citations as every list shows counts (spec 01 section 9): abbreviated with a plus
 * from 100 on ("2k+ citations"), the exact figure as the title; "citations unknown" with the reason.
 */
function CitationsCount({ count }: { count: number | null }) {
  if (count === null)
    return (
      <Text size="sm" c="dimmed" title={UNKNOWN_ARTICLE_CITATIONS_EXPLANATION}>
        {`· ${knownCountLabel(null, 'citations')}`}
      </Text>
    );
  const noun = count === 1 ? 'citation' : 'citations';
  const shown = formatCount(count);
  const exact = formatExactCount(count);
  return (
    <Text size="sm" c="dimmed" title={shown === exact ? undefined : `${exact} ${noun}`}>
      {`· ${shown} ${noun}`}
    </Text>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md" maw={1040}>
      <div>
        <PageTitle>{readableTex(article.title)}</PageTitle>
        <Group gap="xs" mt={-8}>
          {article.year !== null && (
            <Text size="sm" c="dimmed">
              {article.year}
            </Text>
          )}
          {article.journal && (
            <ArticleVenue
              journal={article.journal}
              showImpactFactor={user ? hasQuota(user, 'journals_impact_factor') : false}
            />
          )}
          {article.manuscriptType && <Text size="sm" c="dimmed">{`· ${article.manuscriptType}`}</Text>}
          <CitationsCount count={article.citationsCount} />
        </Group>
      </div>
      <ArticleAuthors authors={article.authors} />
      <Group gap="xs" aria-label="Identifiers and links">
        <ArticleLinks article={article} />
        {article.identifiers.doi && <Text size="xs" c="dimmed">{`DOI ${article.identifiers.doi}`}</Text>}
      </Group>
      {article.concepts.length === 0 && <NoConceptsWarning />}
      <Group gap="sm">
        <Button component={Link} to={`/referees-beam/article/${article.id}`}>
          Find referees
        </Button>
        <Button component={Link} to={`/article/${article.id}/explain-extract`} variant="default">
          Explain concept extraction
        </Button>
        <Button component={Link} to={`/article/${article.id}/possible-concepts`} variant="default">
          Possible concepts
        </Button>
      </Group>
      <section aria-labelledby="abstract-heading">
        <Title order={2} size="h4" id="abstract-heading" mb="xs">
          Abstract
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>
          {article.abstract !== null ? readableTex(article.abstract) : 'No abstract available.'}
        </Text>
      </section>
      {article.concepts.length > 0 && (
        <section aria-labelledby="concepts-heading">
          <Title order={2} size="h4" id="concepts-heading" mb="xs">
            Concepts
          </Title>
          <ArticleConcepts concepts={article.concepts} />
        </section>
      )}
    </Stack>
  );
}
