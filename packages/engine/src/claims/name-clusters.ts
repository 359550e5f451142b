/**
 * Name clusters of a claim: the author names printed on the articles a bibliography matched,
 * grouped into the variants one person may be printed under ("J. Smith", "John Smith",
 * "John A. Smith"), the group on most articles first. The claimant's own cluster is the one
 * that covers most of their bibliography.
 */
import { compareGiven, compareParsedNames, mergeGiven, parseAuthorName } from '../authors/name-key';

export interface NameMention {
  articleId: number;
  /** The name as printed on the article. */
  name: string;
  /** The corpus author holding the authorship. */
  authorId: number;
}

export interface NameCluster {
  /** Surname + first initial of the cluster. */
  blockKey: string;
  /** Distinct printed names, most frequent first. */
  names: string[];
  /** Articles carrying one of the names, ascending. */
  articleIds: number[];
  /** Corpus authors holding those authorships, most authorships first. */
  authorIds: number[];
}

interface Building {
  blockKey: string;
  last: string;
  given: string[];
  names: Map<string, number>;
  articles: Set<number>;
  authors: Map<number, number>;
}

/** Groups mentions by surname and compatible given names; clusters on most articles first. */
export function clusterNameMentions(mentions: readonly NameMention[]): NameCluster[] {
  const byBlock = new Map<string, Building[]>();
  // Fullest names first, so that an initial joins the spelled-out name it abbreviates.
  const ordered = [...mentions].sort(
    (a, b) => parseAuthorName(b.name).given.join('').length - parseAuthorName(a.name).given.join('').length,
  );
  for (const mention of ordered) {
    const parsed = parseAuthorName(mention.name);
    if (parsed.last === '') continue;
    const clusters = byBlock.get(parsed.blockKey) ?? [];
    byBlock.set(parsed.blockKey, clusters);
    let cluster = clusters.find((c) => compareGiven(c.given, parsed.given) !== 'incompatible');
    if (!cluster) {
      cluster = {
        blockKey: parsed.blockKey,
        last: parsed.last,
        given: [...parsed.given],
        names: new Map(),
        articles: new Set(),
        authors: new Map(),
      };
      clusters.push(cluster);
    } else cluster.given = mergeGiven(cluster.given, parsed.given);
    cluster.names.set(mention.name, (cluster.names.get(mention.name) ?? 0) + 1);
    cluster.articles.add(mention.articleId);
    cluster.authors.set(mention.authorId, (cluster.authors.get(mention.authorId) ?? 0) + 1);
  }
  const byCount = <K>(map: Map<K, number>) =>
    [...map.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).map(([key]) => key);
  return [...byBlock.values()]
    .flat()
    .map((c) => ({
      blockKey: c.blockKey,
      names: byCount(c.names),
      articleIds: [...c.articles].sort((a, b) => a - b),
      authorIds: byCount(c.authors),
    }))
    .sort((a, b) => b.articleIds.length - a.articleIds.length || a.blockKey.localeCompare(b.blockKey));
}

/**
 * Whether a person's name (an account's or a recommender's) names the same person as an
 * author name: same surname, given names compatible ("Jane Doe" and "J. A. Doe"). A name
 * without a given name proves nothing and never matches.
 */
export function personNameMatches(personName: string, authorName: string): boolean {
  const person = parseAuthorName(personName);
  const author = parseAuthorName(authorName);
  if (person.given.length === 0 || author.given.length === 0) return false;
  return compareParsedNames(person, author) !== 'incompatible';
}
