/**
 * A deterministic synthetic corpus in OpenAlex form for importer tests: venues with many
 * papers per year (so notability and impact factors matter), people who share names, authors
 * with and without source ids, institutions in several countries, and titles and abstracts
 * made of the thesaurus terms below (so concepts are found). Same seed, same lines.
 */
import { seededRandom } from '@sciscope/engine';

/** A thesaurus CSV whose terms the synthetic titles and abstracts use. */
export const SYNTHETIC_THESAURUS_CSV = [
  'subject,predicate,object',
  'Neural networks,UF,Neural nets',
  'Neural networks,BT,Machine learning',
  'Reinforcement learning,BT,Machine learning',
  'Robot grasping,BT,Robotics',
  'Robot grasping,UF,Grasp planning',
  'Motion planning,BT,Robotics',
  'Protein folding,BT,Computational biology',
  'Graph theory,RT,Neural networks',
  'Speech recognition,BT,Machine learning',
  'Image segmentation,BT,Computer vision',
].join('\n');

const TERMS = [
  'neural networks',
  'reinforcement learning',
  'robot grasping',
  'grasp planning',
  'motion planning',
  'protein folding',
  'graph theory',
  'speech recognition',
  'image segmentation',
  'computer vision',
  'machine learning',
  'robotics',
];
const WORDS = [
  'efficient',
  'robust',
  'scalable',
  'learning',
  'deep',
  'benchmark',
  'towards',
  'analysis',
  'fast',
  'models',
];
const VENUES = ['ICRA', 'IROS', 'NeurIPS', 'ICML', 'CVPR'];
const INSTITUTIONS: Array<[string, string]> = [
  ['Tsinghua University', 'CN'],
  ['Stanford University', 'US'],
  ['ETH Zurich', 'CH'],
  ['TU Munich', 'DE'],
  ['University of Tokyo', 'JP'],
  ['MIT', 'US'],
];
const GIVEN = ['Wei', 'Anna', 'Maria', 'John', 'Yuki', 'Li', 'Pierre', 'Sara', 'Omar', 'Chen'];
const FAMILY = ['Zhang', 'Schmidt', 'Lopez', 'Smith', 'Tanaka', 'Wang', 'Martin', 'Rossi', 'Haddad', 'Li'];

/** `count` works as OpenAlex JSON lines. */
export function syntheticWorkLines({
  count,
  seed = 1,
  idPrefix = 'W',
}: {
  count: number;
  seed?: number;
  idPrefix?: string;
}): string[] {
  const rnd = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  // 60 people; names repeat (10 × 10 names for 60 people), a third carry source ids.
  const people = Array.from({ length: 60 }, (_, i) => ({
    name: `${GIVEN[i % 10]} ${FAMILY[(i * 7) % 10]}`,
    id: i % 3 === 0 ? `ieee:${1000 + i}` : null,
    home: INSTITUTIONS[i % INSTITUTIONS.length]!,
  }));
  const lines: string[] = [];
  for (let w = 0; w < count; w++) {
    const venue = pick(VENUES);
    const year = 2015 + Math.floor(rnd() * 8);
    const group = Math.floor(rnd() * 6) * 10;
    const n = 1 + Math.floor(rnd() * 5);
    const authors = Array.from({ length: n }, () => people[group + Math.floor(rnd() * 10)]!);
    const title = `${pick(WORDS)} ${pick(TERMS)} for ${pick(TERMS)} ${w}`;
    const abstract = `We study ${pick(TERMS)} and ${pick(TERMS)} with ${pick(WORDS)} ${pick(TERMS)} methods`;
    const index: Record<string, number[]> = {};
    abstract.split(' ').forEach((word, i) => (index[word] ??= []).push(i));
    lines.push(
      JSON.stringify({
        id: `https://openalex.org/${idPrefix}${w}`,
        title,
        publication_year: year,
        doi: w % 4 === 0 ? `https://doi.org/10.5555/${idPrefix}${w}` : null,
        cited_by_count: Math.floor(rnd() * rnd() * 200),
        primary_location: {
          source: { display_name: venue, type: 'conference' },
          landing_page_url: `https://example.org/${w}`,
        },
        abstract_inverted_index: index,
        authorships: authors.map((p, i) => ({
          author_position: i === 0 ? 'first' : i === n - 1 ? 'last' : 'middle',
          author: { display_name: p.name, ...(p.id ? { id: p.id } : {}) },
          raw_author_name: p.name,
          institutions: rnd() < 0.8 ? [{ display_name: p.home[0], country_code: p.home[1] }] : [],
          countries: [p.home[1]],
          raw_affiliation_strings: [p.home[0]],
        })),
      }),
    );
  }
  return lines;
}
