import type { ArticleAuthor } from '@sciscope/contracts';

/*
 * Which authors of a byline an article shows (spec 01 sections 2 and 9).
 *
 * - Bylines of at most `AUTHORS_COLLAPSE_ABOVE` (10) authors are shown whole.
 * - Longer bylines start collapsed. The collapsed list always holds the first 3 authors, the
 *   last one, the current author (on an author page) and every leading, senior and
 *   corresponding author, wherever they stand. When those are fewer than
 *   `AUTHORS_SHOWN_COLLAPSED` (5), the next authors in byline order fill the list up to 5.
 * - Hidden runs of authors become gaps ('…'), each with the number of authors it hides.
 * - Expanded, the whole byline is shown and nothing is a gap.
 */

/** Bylines longer than this start collapsed. */
export const AUTHORS_COLLAPSE_ABOVE = 10;
/** Authors a collapsed byline shows at least. */
export const AUTHORS_SHOWN_COLLAPSED = 5;
/** Authors at the start of the byline that are always shown. */
export const AUTHORS_ALWAYS_SHOWN_FIRST = 3;

export type VisibleAuthorItem =
  | { kind: 'author'; author: ArticleAuthor; /** 0-based place in the byline. */ position: number; isCurrent: boolean }
  | { kind: 'gap'; /** Number of authors the gap hides. */ hidden: number };

export interface VisibleAuthors {
  /** Authors and gaps in byline order. */
  items: VisibleAuthorItem[];
  /** Authors not shown (0 when expanded or short). */
  hiddenCount: number;
  /** True when the byline is long enough to toggle between collapsed and expanded. */
  collapsible: boolean;
}

/** Positions a collapsed byline must show. */
function requiredPositions(authors: readonly ArticleAuthor[], currentAuthorId: number | undefined): Set<number> {
  const required = new Set<number>();
  for (let i = 0; i < Math.min(AUTHORS_ALWAYS_SHOWN_FIRST, authors.length); i++) required.add(i);
  if (authors.length > 0) required.add(authors.length - 1);
  authors.forEach((author, i) => {
    if (author.isLeading || author.isSenior || author.isCorresponding) required.add(i);
    if (currentAuthorId !== undefined && author.authorId === currentAuthorId) required.add(i);
  });
  return required;
}

/** The authors and gaps to render for a byline. */
export function visibleAuthors({
  authors,
  currentAuthorId,
  expanded,
}: {
  authors: readonly ArticleAuthor[];
  currentAuthorId?: number | undefined;
  expanded: boolean;
}): VisibleAuthors {
  const isCurrent = (author: ArticleAuthor) => currentAuthorId !== undefined && author.authorId === currentAuthorId;
  const collapsible = authors.length > AUTHORS_COLLAPSE_ABOVE;
  if (!collapsible || expanded) {
    return {
      items: authors.map((author, position) => ({ kind: 'author', author, position, isCurrent: isCurrent(author) })),
      hiddenCount: 0,
      collapsible,
    };
  }

  const shown = requiredPositions(authors, currentAuthorId);
  for (let i = 0; i < authors.length && shown.size < AUTHORS_SHOWN_COLLAPSED; i++) shown.add(i);

  const items: VisibleAuthorItem[] = [];
  let gap = 0;
  authors.forEach((author, position) => {
    if (!shown.has(position)) {
      gap += 1;
      return;
    }
    if (gap > 0) items.push({ kind: 'gap', hidden: gap });
    gap = 0;
    items.push({ kind: 'author', author, position, isCurrent: isCurrent(author) });
  });
  // The last author is always shown, so no gap can trail; kept for safety with odd input.
  if (gap > 0) items.push({ kind: 'gap', hidden: gap });

  return { items, hiddenCount: authors.length - shown.size, collapsible };
}
