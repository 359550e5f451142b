/**
 * The scale-out generator every benchmark reuses: from a real corpus, new works whose titles
 * and abstracts recombine real sentences of the same venue, written by new people, so that a
 * corpus k times larger keeps the real one's shape — venues, years, citation spread, team
 * sizes, topics, how many papers a person writes — without exact duplicates and without any
 * author growing k-fold.
 *
 * Copy c (1 … k−1) of a real work keeps its venue, year and team structure; every real author
 * gets one new identity per copy (a given name and a surname drawn from the corpus' names, the
 * same for all that author's works of that copy), so a synthetic person writes about as many
 * papers as the real one. The abstract keeps the real work's sentence count, each sentence
 * kept or replaced by a sentence of another work of the same venue; the title joins the start
 * of the real title with the end of another title of the venue. Deterministic for a seed and an
 * order of calls (titles already used are avoided).
 */
import { seededRandom } from '../seeded-random';

/** A real work as the generator reads it. */
export interface SeedWork {
  title: string;
  abstract: string | null;
  year: number | null;
  venue: string | null;
  venueType: string | null;
  /** Null when the source gives no count: the copies have none either. */
  citations: number | null;
  authors: Array<{ name: string; institutions: Array<{ name: string; countryCode: string | null }> }>;
}

function scaledCount(count: number | null, factor: number): number | null {
  return count === null ? null : Math.round(count * factor);
}

/** A generated work in OpenAlex form (what the importer reads). */
export type GeneratedWork = Record<string, unknown>;

/** FNV-1a of a string: stable per-name seeds. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Sentences of an abstract: cut after '.', '!' or '?' followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** OpenAlex's inverted index of an abstract (word → positions). */
export function invertedIndexOf(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  text
    .split(/\s+/)
    .filter(Boolean)
    .forEach((word, i) => (index[word] ??= []).push(i));
  return index;
}

/** The generator over `seeds`: `work(copy, i)` is copy `copy` (≥ 1) of seed `i`. */
export function createCorpusMultiplier({ seeds, seed = 1 }: { seeds: readonly SeedWork[]; seed?: number }) {
  const sentencesByVenue = new Map<string, string[]>();
  const titlesByVenue = new Map<string, string[]>();
  const givenNames: string[] = [];
  const surnames: string[] = [];
  const seenGiven = new Set<string>();
  const seenSurnames = new Set<string>();
  for (const work of seeds) {
    const venue = work.venue ?? '';
    if (work.abstract) {
      let pool = sentencesByVenue.get(venue);
      if (!pool) sentencesByVenue.set(venue, (pool = []));
      pool.push(...sentencesOf(work.abstract));
    }
    let titles = titlesByVenue.get(venue);
    if (!titles) titlesByVenue.set(venue, (titles = []));
    titles.push(work.title);
    for (const author of work.authors) {
      const parts = author.name.trim().split(/\s+/);
      if (parts.length < 2) continue;
      const given = parts[0]!;
      const surname = parts[parts.length - 1]!;
      if (given.length > 1 && !given.endsWith('.') && !seenGiven.has(given)) {
        seenGiven.add(given);
        givenNames.push(given);
      }
      if (!seenSurnames.has(surname)) {
        seenSurnames.add(surname);
        surnames.push(surname);
      }
    }
  }
  const usedTitles = new Set(seeds.map((w) => w.title.toLowerCase()));

  /** The new identity of a real author in copy `copy`. */
  function personOf(name: string, copy: number): string {
    const rnd = seededRandom(hash(name) ^ Math.imul(copy, 0x9e3779b1) ^ seed);
    const given = givenNames[Math.floor(rnd() * givenNames.length)] ?? 'Alex';
    const surname = surnames[Math.floor(rnd() * surnames.length)] ?? 'Smith';
    return `${given} ${surname}`;
  }

  function titleOf(work: SeedWork, rnd: () => number): string {
    const words = work.title.split(/\s+/);
    const titles = titlesByVenue.get(work.venue ?? '') ?? [work.title];
    for (let attempt = 0; attempt < 8; attempt++) {
      const other = titles[Math.floor(rnd() * titles.length)]!.split(/\s+/);
      const head = words.slice(0, Math.max(1, Math.ceil(words.length / 2)));
      const tail = other.slice(Math.floor(other.length / 2));
      const title = [...head, ...tail].join(' ');
      if (!usedTitles.has(title.toLowerCase())) {
        usedTitles.add(title.toLowerCase());
        return title;
      }
    }
    // Rare: every recombination exists already; a numbered variant is still new.
    let n = 2;
    while (usedTitles.has(`${work.title} (${n})`.toLowerCase())) n++;
    const title = `${work.title} (${n})`;
    usedTitles.add(title.toLowerCase());
    return title;
  }

  function abstractOf(work: SeedWork, rnd: () => number): string | null {
    if (!work.abstract) return null;
    const pool = sentencesByVenue.get(work.venue ?? '') ?? [];
    return sentencesOf(work.abstract)
      .map((sentence) => (pool.length > 0 && rnd() < 0.5 ? pool[Math.floor(rnd() * pool.length)]! : sentence))
      .join(' ');
  }

  /** Title and abstract of copy `copy` of seed `index`, and the generator that drew them. */
  function textOf(copy: number, index: number): { title: string; abstract: string | null; rnd: () => number } {
    const real = seeds[index]!;
    const rnd = seededRandom(Math.imul(index + 1, 0x85ebca6b) ^ Math.imul(copy, 0xc2b2ae35) ^ seed);
    const abstract = abstractOf(real, rnd);
    return { title: titleOf(real, rnd), abstract, rnd };
  }

  return {
    /**
     * Title, abstract and author names of copy `copy` of seed `index` (what text benchmarks embed);
     * the same text `work` would give for the same sequence of calls.
     */
    text(copy: number, index: number): { title: string; abstract: string | null; authorNames: string[] } {
      const { title, abstract } = textOf(copy, index);
      return { title, abstract, authorNames: seeds[index]!.authors.map((a) => personOf(a.name, copy)) };
    },

    /** Copy `copy` (1 … k−1) of seed `index`, in OpenAlex form. */
    work(copy: number, index: number): GeneratedWork {
      const real = seeds[index]!;
      const { title, abstract, rnd } = textOf(copy, index);
      const last = real.authors.length - 1;
      return {
        id: `synthetic:c${copy}:w${index}`,
        title,
        publication_year: real.year,
        // The draw is taken either way, so a seed without a count leaves the other copies unchanged.
        cited_by_count: scaledCount(real.citations, 0.5 + rnd()),
        primary_location: real.venue
          ? { source: { display_name: real.venue, type: real.venueType ?? 'conference' } }
          : null,
        abstract_inverted_index: abstract ? invertedIndexOf(abstract) : null,
        authorships: real.authors.map((author, i) => {
          const name = personOf(author.name, copy);
          return {
            author_position: i === 0 ? 'first' : i === last ? 'last' : 'middle',
            author: { display_name: name },
            raw_author_name: name,
            institutions: author.institutions.map((inst) => ({
              display_name: inst.name,
              country_code: inst.countryCode,
            })),
            countries: [
              ...new Set(author.institutions.map((inst) => inst.countryCode).filter((c): c is string => !!c)),
            ],
          };
        }),
      };
    },
  };
}
