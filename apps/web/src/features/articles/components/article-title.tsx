import { readableTex } from '@sciscope/contracts';
import type { Article } from '@sciscope/contracts';
import { Highlight, Popover, UnstyledButton } from '@mantine/core';
import { popoverFocusProps } from '../../../components/ui/popover-focus';
import { ArticlePopoverContent } from './article-popover';
import { useHoverIntent } from './use-hover-intent';

export interface ArticleTitleProps {
  article: Pick<Article, 'id' | 'title'>;
  /** Recent articles (under 3 years old) are bold. */
  recent: boolean;
  currentAuthorId?: number | undefined;
  highlightTerms?: readonly string[] | undefined;
  /** Id of the title element, so the article can be labelled by it. */
  id?: string | undefined;
}

/**
 * An article title that opens the article popover on hover or click (spec 01: the article
 * popover). Clicked, or Enter on the focused title, it takes the focus in so keyboard users reach
 * its links ('Open the article page', the authors); Escape gives the focus back to the title.
 * Focus alone does not open it: tabbing along a result list would open every popover in turn,
 * and the title would reopen its own popover when Escape returns the focus to it.
 */
export function ArticleTitle({ article, recent, currentAuthorId, highlightTerms = [], id }: ArticleTitleProps) {
  const intent = useHoverIntent();
  return (
    <Popover
      opened={intent.opened}
      onDismiss={intent.close}
      position="bottom-start"
      width={520}
      shadow="md"
      withArrow
      middlewares={{ flip: true, shift: true }}
      {...popoverFocusProps(intent.pinned)}
    >
      <Popover.Target>
        <UnstyledButton
          onClick={intent.click}
          onMouseEnter={intent.openSoon}
          onMouseLeave={intent.closeSoon}
          onKeyDown={(event) => {
            if (event.key === 'Escape') intent.close();
          }}
          style={{ textAlign: 'left' }}
        >
          {/* The id sits on the text: Popover.Target gives the button an id of its own. */}
          <Highlight
            id={id}
            component="span"
            highlight={[...highlightTerms]}
            fw={recent ? 700 : 500}
            c="indigo.8"
            size="md"
            style={{ lineHeight: 1.35 }}
          >
            {readableTex(article.title)}
          </Highlight>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown
        onMouseEnter={intent.hold}
        onMouseLeave={intent.closeSoon}
        onFocusCapture={intent.hold}
        onBlurCapture={intent.closeSoon}
        aria-label={`Article: ${readableTex(article.title)}`}
      >
        <ArticlePopoverContent
          articleId={article.id}
          enabled={intent.opened}
          currentAuthorId={currentAuthorId}
          highlightTerms={highlightTerms}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
