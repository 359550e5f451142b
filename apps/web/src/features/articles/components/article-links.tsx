import type { Article } from '@sciscope/contracts';
import { Anchor, Group } from '@mantine/core';
import { articleLinks } from '../article-rules';

/** Where the article can be read: landing page, PDF, DOI (outside links, new tab). */
export function ArticleLinks({ article }: { article: Pick<Article, 'origins' | 'identifiers'> }) {
  const links = articleLinks(article);
  if (links.length === 0) return null;
  return (
    <Group gap="xs" component="span" wrap="wrap">
      {links.map((link) => (
        <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="xs">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
