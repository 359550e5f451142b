/*
 * The corpus of the referee finder's browser test: a document article on graph colouring by
 * Alice Doc, graph experts with different h-indexes (citations make them: Eve 4, Gina 3, Carl 3,
 * Frank 1), Carl a recent co-author of Alice (the COI evidence), and protein and robot papers
 * so the representation model has more than one field to tell apart.
 */

export const THESAURUS = [
  'subject,predicate,object',
  'Graph coloring,BT,Graph theory',
  'Chromatic number,BT,Graph theory',
  'Planar graph,BT,Graph theory',
  'Vertex degree,BT,Graph theory',
  'Protein folding,BT,Biochemistry',
  'Amino acid,BT,Biochemistry',
  'Molecular dynamics,BT,Biochemistry',
  'Robot grasping,BT,Robotics',
  'Motion planning,BT,Robotics',
].join('\n');

const PEOPLE = {
  alice: 'Alice Doc',
  carl: 'Carl Coauthor',
  eve: 'Eve Senior',
  frank: 'Frank Junior',
  gina: 'Gina Graph',
  pat: 'Pat Protein',
  rob: 'Rob Robot',
} as const;
type Person = keyof typeof PEOPLE;

export const NAMES = PEOPLE;
export const DOCUMENT_TITLE = 'Graph coloring of planar graphs with small vertex degree';
export const COAUTHORED_TITLE = 'Chromatic number bounds for planar graphs';
export const EVE_BEST_TITLE = 'Graph coloring and the chromatic number of planar graphs';

const TOPIC_TEXT = {
  graph:
    'We study graph coloring and the chromatic number of a planar graph. Bounds on the vertex degree give new colorings of planar graphs.',
  protein:
    'We study protein folding with molecular dynamics. Each amino acid of the chain changes the folding of the protein.',
  robot:
    'We study robot grasping and motion planning. A robot plans the motion of its gripper for robot grasping of objects.',
};

let counter = 0;

function work(w: { title: string; year: number; cites: number; topic: keyof typeof TOPIC_TEXT; authors: Person[] }) {
  counter += 1;
  const id = `R${counter}`;
  const index: Record<string, number[]> = {};
  TOPIC_TEXT[w.topic].split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return {
    id: `https://openalex.org/W9${counter}`,
    title: w.title,
    publication_year: w.year,
    doi: `https://doi.org/10.5555/${id.toLowerCase()}`,
    cited_by_count: w.cites,
    primary_location: {
      source: { display_name: 'Journal of Combinatorics', type: 'journal' },
      landing_page_url: `https://example.org/${id}`,
    },
    abstract_inverted_index: index,
    authorships: w.authors.map((key, i) => ({
      author_position: i === 0 ? 'first' : i === w.authors.length - 1 ? 'last' : 'middle',
      author: { display_name: PEOPLE[key], id: `https://openalex.org/A9${Object.keys(PEOPLE).indexOf(key) + 1}` },
      raw_author_name: PEOPLE[key],
      institutions: [],
      countries: [],
      raw_affiliation_strings: [],
    })),
  };
}

/** The works, in import order. */
export function refereesWorks() {
  counter = 0;
  const graph = (title: string, year: number, cites: number, authors: Person[]) =>
    work({ title, year, cites, topic: 'graph', authors });
  return [
    graph(DOCUMENT_TITLE, 2025, 0, ['alice']),
    graph(COAUTHORED_TITLE, 2024, 5, ['carl', 'alice']),
    graph('Planar graph coloring with few colors', 2023, 5, ['carl']),
    graph('Vertex degree and graph coloring', 2022, 5, ['carl']),
    graph(EVE_BEST_TITLE, 2024, 50, ['eve']),
    graph('Coloring planar graphs of bounded vertex degree', 2023, 40, ['eve']),
    graph('The chromatic number of sparse planar graphs', 2021, 30, ['eve']),
    graph('List coloring of planar graphs', 2019, 20, ['eve']),
    graph('A note on graph coloring', 2024, 1, ['frank']),
    graph('Chromatic number of small planar graphs', 2023, 0, ['frank']),
    graph('Graph coloring heuristics for planar graphs', 2024, 10, ['gina']),
    graph('Planar graphs and their chromatic number', 2022, 10, ['gina']),
    graph('Vertex degree bounds in graph coloring', 2020, 10, ['gina']),
    ...Array.from({ length: 6 }, (_, i) =>
      work({ title: `Protein folding study ${i + 1}`, year: 2019 + i, cites: 3, topic: 'protein', authors: ['pat'] }),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      work({ title: `Robot grasping study ${i + 1}`, year: 2019 + i, cites: 3, topic: 'robot', authors: ['rob'] }),
    ),
  ];
}
