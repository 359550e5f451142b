import type { AuthorMention } from './disambiguation-index';
import { buildAuthorMentions, type WorkForMentions } from './mentions';

/** One author line of a test paper. */
export interface FixturePaperAuthor {
  name: string;
  externalId?: string;
  institutions?: string[];
}

/** A test paper: its year, venue, topic words and author lines. */
export interface FixturePaper {
  year: number;
  venue: string;
  topics?: string[];
  authors: FixturePaperAuthor[];
}

// Unrelated papers by other people: they make the corpus large enough that a shared co-author or
// affiliation is rare, as it is in a real corpus.
export function background(count: number): WorkForMentions[] {
  return Array.from({ length: count }, (_, i) => ({
    workId: 10_000 + i,
    year: 2000 + (i % 20),
    venue: `Venue ${i % 7}`,
    topicTokens: [`topic${i % 50}`],
    authors: [
      { name: `Filler${i} Person`, institutions: [`Institute ${i % 40}`] },
      { name: `Other${i} Writer`, institutions: [`Institute ${(i + 3) % 40}`] },
    ],
  }));
}

/**
 * The mentions of `papers` followed by `backgroundCount` unrelated papers, and `at(paper, author)`,
 * the index of one author line of `papers` among the mentions.
 */
export function fixtureCorpus(
  papers: readonly FixturePaper[],
  backgroundCount: number,
): { mentions: AuthorMention[]; at: (paper: number, author: number) => number } {
  const works: WorkForMentions[] = papers.map((p, i) => ({
    workId: i,
    year: p.year,
    venue: p.venue,
    topicTokens: p.topics ?? [],
    authors: p.authors.map((a) => ({
      name: a.name,
      externalId: a.externalId ?? null,
      institutions: a.institutions ?? [],
    })),
  }));
  const offsets: number[] = [];
  let total = 0;
  for (const w of works) {
    offsets.push(total);
    total += w.authors.length;
  }
  const mentions = buildAuthorMentions({ works: [...works, ...background(backgroundCount)] });
  return { mentions, at: (paper, author) => offsets[paper]! + author };
}
