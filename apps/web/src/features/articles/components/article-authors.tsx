import { authorPath, type ArticleAuthor } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { visibleAuthors } from '../visible-authors';
import { CollapseToggle } from './collapse-toggle';

export interface ArticleAuthorsProps {
  authors: readonly ArticleAuthor[];
  /** The author whose page lists the article: always shown, in bold. */
  currentAuthorId?: number | undefined;
}

function AuthorName({ author, isCurrent }: { author: ArticleAuthor; isCurrent: boolean }) {
  return (
    <>
      <Anchor
        component={Link}
        to={authorPath(author.authorId, author.name)}
        size="sm"
        fw={isCurrent ? 700 : undefined}
        c={isCurrent ? 'dark' : undefined}
      >
        {author.name}
      </Anchor>
      {author.isCorresponding && (
        <Text component="sup" size="xs" c="dimmed" title="Corresponding author" aria-label="corresponding author">
          *
        </Text>
      )}
    </>
  );
}

/** An article's byline with the display rules of `visibleAuthors` and its collapse toggle. */
export function ArticleAuthors({ authors, currentAuthorId }: ArticleAuthorsProps) {
  const [expanded, setExpanded] = useState(false);
  const { items, hiddenCount, collapsible } = visibleAuthors({ authors, currentAuthorId, expanded });
  if (authors.length === 0) return null;
  return (
    <Text size="sm" component="div" style={{ lineHeight: 1.5 }}>
      {items.map((item, index) => (
        <Fragment key={item.kind === 'author' ? `a${item.position}` : `g${index}`}>
          {index > 0 && ', '}
          {item.kind === 'author' ? (
            <AuthorName author={item.author} isCurrent={item.isCurrent} />
          ) : (
            <Text component="span" c="dimmed" title={`${item.hidden} more ${item.hidden === 1 ? 'author' : 'authors'}`}>
              …
            </Text>
          )}
        </Fragment>
      ))}
      {collapsible && (
        <>
          {' '}
          <CollapseToggle
            expanded={expanded}
            hiddenCount={hiddenCount}
            onToggle={() => setExpanded((e) => !e)}
            of="authors"
          />
        </>
      )}
    </Text>
  );
}
