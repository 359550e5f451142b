import type { Article, ArticleJournal } from '@sciscope/contracts';

/* Display rules of an article that do not depend on React (spec 01 sections 2, 4 and 9). */

/** An article is recent, and shown in bold, when it is under this many years old. */
export const RECENT_ARTICLE_YEARS = 3;

/** True when `currentYear - year < 3`; an article without a year is never recent. */
export function isRecentArticle(year: number | null, currentYear: number): boolean {
  return year !== null && currentYear - year < RECENT_ARTICLE_YEARS;
}

/** The place in the venue: "12(3):100-110", "12:100-110", "(3)", "pp. 5-9", or '' when unknown. */
export function venuePlace({ volume, issue, pages }: Pick<ArticleJournal, 'volume' | 'issue' | 'pages'>): string {
  let place = volume ?? '';
  if (issue) place += `(${issue})`;
  if (pages) place += place ? `:${pages}` : `pp. ${pages}`;
  return place;
}

/** A link where the article can be read. */
export interface ArticleLink {
  label: string;
  url: string;
}

const ORIGIN_LABELS: Record<string, string> = {
  landing: 'Landing page',
  pdf: 'PDF',
  doi: 'DOI',
  arxiv: 'arXiv',
  pubmed: 'PubMed',
  pmc: 'PMC',
};

/** Only web links become hrefs: the URLs come from outside feeds. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url);
}

/**
 * The article's links in a fixed order: landing page, PDF, then the other origins, and a DOI
 * link built from the identifier when no origin is the DOI already. Duplicate URLs and
 * non-web URLs are left out.
 */
export function articleLinks(article: Pick<Article, 'origins' | 'identifiers'>): ArticleLink[] {
  const order = (code: string) => (code === 'landing' ? 0 : code === 'pdf' ? 1 : 2);
  const origins = [...article.origins].sort((a, b) => order(a.code) - order(b.code));
  const links: ArticleLink[] = [];
  const seen = new Set<string>();
  const add = (label: string, url: string) => {
    if (!isWebUrl(url) || seen.has(url)) return;
    seen.add(url);
    links.push({ label, url });
  };
  for (const origin of origins) add(ORIGIN_LABELS[origin.code] ?? origin.code, origin.url);
  const { doi } = article.identifiers;
  if (doi && !links.some((link) => link.label === 'DOI')) add('DOI', `https://doi.org/${doi}`);
  return links;
}

export interface CollapsedList<T> {
  visible: T[];
  /** Items not shown (0 when expanded or short). */
  hiddenCount: number;
  /** True when the list is long enough to toggle. */
  collapsible: boolean;
}

/**
 * A collapsible list (spec 01 section 4: lists start collapsed and toggle between
 * 'show N more →' and '← collapse'): lists longer than `collapseAbove` show `shown` items
 * until expanded. Abstract concepts use 6 and 4, co-occurrence concepts 30 and 25.
 */
export function collapseList<T>(
  items: readonly T[],
  { collapseAbove, shown, expanded }: { collapseAbove: number; shown: number; expanded: boolean },
): CollapsedList<T> {
  const collapsible = items.length > collapseAbove;
  if (!collapsible || expanded) return { visible: [...items], hiddenCount: 0, collapsible };
  return { visible: items.slice(0, shown), hiddenCount: items.length - shown, collapsible };
}

/** Article concepts collapse when there are more than 6, showing 4. */
export const ARTICLE_CONCEPTS_COLLAPSE_ABOVE = 6;
export const ARTICLE_CONCEPTS_SHOWN_COLLAPSED = 4;
