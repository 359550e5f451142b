// Builds disambiguation input from parsed works, so importers and the benchmark
// derive co-author keys and topic tokens the same way.
import type { AuthorMention } from './disambiguation-index';
import { foldNameText, nameFullKey, parseAuthorName, type ParsedName } from './name-key';

/** One author line of a work, as parsed from the source. */
export interface WorkAuthor {
  name: string;
  externalId?: string | null;
  /** Ids of other sources known to be the same person (see AuthorMention.linkedIds). */
  linkedIds?: readonly string[];
  institutions: readonly string[];
}

/** The parts of a work that disambiguation uses. */
export interface WorkForMentions {
  workId: number;
  year: number | null;
  venue: string | null;
  /** Topic evidence, e.g. topicTokensOfText(title) plus keywords or concept ids. */
  topicTokens?: readonly string[];
  authors: readonly WorkAuthor[];
}

/**
 * One mention per author line of every work (or per line `keep` accepts), in order (work by
 * work, author by author).
 * Co-author keys are the block keys of the work's other authors; lines repeating the
 * author's own name are not counted as co-authors (some feeds list an author twice).
 */
export function buildAuthorMentions({
  works,
  keep,
}: {
  works: readonly WorkForMentions[];
  /** Which author lines become mentions (all when absent); the others still count as co-authors. */
  keep?: (name: ParsedName) => boolean;
}): AuthorMention[] {
  const mentions: AuthorMention[] = [];
  for (const work of works) {
    const parsed = work.authors.map((a) => parseAuthorName(a.name));
    const fullKeys = parsed.map(nameFullKey);
    work.authors.forEach((author, i) => {
      if (keep && !keep(parsed[i]!)) return;
      const coauthorKeys = new Set<string>();
      parsed.forEach((p, j) => {
        if (j !== i && fullKeys[j] !== fullKeys[i] && p.last !== '') coauthorKeys.add(p.blockKey);
      });
      mentions.push({
        name: author.name,
        externalId: author.externalId ?? null,
        ...(author.linkedIds?.length ? { linkedIds: author.linkedIds } : {}),
        workId: work.workId,
        year: work.year,
        coauthorKeys: [...coauthorKeys],
        institutions: author.institutions,
        venue: work.venue,
        topicTokens: work.topicTokens ?? [],
      });
    });
  }
  return mentions;
}

const STOPWORDS = new Set(
  (
    'a an and are as at be by can for from has have in into is it its not of on or our over the their this ' +
    'through to toward towards under use using via vs we with without based new novel approach approaches ' +
    'method methods model models learning study analysis system systems paper task tasks data'
  ).split(' '),
);

/**
 * Topic tokens of a title or abstract: case- and diacritic-folded words of at least three
 * letters or digits, without common English and paper-title words, each once.
 */
export function topicTokensOfText(text: string): string[] {
  const out = new Set<string>();
  for (const word of foldNameText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length >= 3 && !STOPWORDS.has(word)) out.add(word);
  }
  return [...out];
}
