import { SEARCH_PAGE_SIZE } from '@sciscope/contracts';

/*
 * The corpus of the search page's browser test: a small thesaurus and OpenAlex works whose
 * titles and abstracts hold its literals, by four authors with OpenAlex ids.
 */

export const THESAURUS = [
  'subject,predicate,object',
  'Neural network,UF,Neural net',
  'Neural network,BT,Machine learning',
  'Reinforcement learning,BT,Machine learning',
  'Robot,UF,Robotic system',
].join('\n');

const AUTHORS = {
  ada: { name: 'Ada Lovelace', id: 'https://openalex.org/A100' },
  wei: { name: 'Wei Zhang', id: 'https://openalex.org/A200' },
  anna: { name: 'Anna Schmidt', id: 'https://openalex.org/A300' },
  maria: { name: 'Maria Lopez', id: 'https://openalex.org/A400' },
};
type AuthorKey = keyof typeof AUTHORS;

/** An OpenAlex work; the abstract becomes its inverted index. */
function work(w: { id: string; title: string; year: number; cites: number; abstract: string; authors: AuthorKey[] }) {
  const index: Record<string, number[]> = {};
  w.abstract.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return {
    id: `https://openalex.org/${w.id}`,
    title: w.title,
    publication_year: w.year,
    doi: `https://doi.org/10.5555/${w.id.toLowerCase()}`,
    cited_by_count: w.cites,
    primary_location: {
      source: { display_name: 'Journal of Robot Learning', type: 'journal' },
      landing_page_url: `https://example.org/${w.id}`,
    },
    abstract_inverted_index: index,
    authorships: w.authors.map((key, i) => ({
      author_position: i === 0 ? 'first' : i === w.authors.length - 1 ? 'last' : 'middle',
      author: { display_name: AUTHORS[key].name, id: AUTHORS[key].id },
      raw_author_name: AUTHORS[key].name,
      institutions: [],
      countries: [],
      raw_affiliation_strings: [],
    })),
  };
}

export const TITLES = {
  walking: 'Reinforcement learning for walking robots',
  grasping: 'Robots that learn to grasp with reinforcement learning',
  games: 'Reinforcement learning in board games',
  controllers: 'Neural network controllers for robots',
  images: 'Image classification with a convolutional neural net',
  survey: 'A survey of machine learning methods',
  pruning: 'Neural network pruning at scale',
  soccer: 'Robot soccer in the small size league',
};

export const WALKING_ABSTRACT =
  'We apply reinforcement learning to teach legged robots to walk. A neural network policy is trained in simulation and transferred to hardware.';

export const WORKS = [
  work({ id: 'W1', title: TITLES.walking, year: 2023, cites: 40, abstract: WALKING_ABSTRACT, authors: ['ada', 'wei'] }),
  work({
    id: 'W2',
    title: TITLES.grasping,
    year: 2021,
    cites: 120,
    abstract: 'Grasping robots trained by reinforcement learning pick unknown objects.',
    authors: ['wei', 'anna'],
  }),
  work({
    id: 'W3',
    title: TITLES.games,
    year: 2019,
    cites: 75,
    abstract: 'Reinforcement learning agents master chess and go without human games.',
    authors: ['maria'],
  }),
  work({
    id: 'W4',
    title: TITLES.controllers,
    year: 2022,
    cites: 15,
    abstract: 'A neural network controls the arm of an industrial robot.',
    authors: ['wei'],
  }),
  work({
    id: 'W5',
    title: TITLES.images,
    year: 2020,
    cites: 300,
    abstract: 'A deep neural net classifies images of everyday objects.',
    authors: ['anna'],
  }),
  work({
    id: 'W6',
    title: TITLES.survey,
    year: 2018,
    cites: 90,
    abstract: 'Machine learning methods are compared on standard benchmarks.',
    authors: ['maria', 'ada'],
  }),
  work({
    id: 'W7',
    title: TITLES.pruning,
    year: 2024,
    cites: 5,
    abstract: 'Pruning makes every neural network smaller and faster at inference.',
    authors: ['wei', 'maria'],
  }),
  work({
    id: 'W8',
    title: TITLES.soccer,
    year: 2017,
    cites: 12,
    abstract: 'Robotic systems play soccer against each other.',
    authors: ['ada'],
  }),
  // More than one page of results for 'swarm'.
  ...Array.from({ length: SEARCH_PAGE_SIZE + 2 }, (_, i) =>
    work({
      id: `S${i + 1}`,
      title: `Swarm behaviour study ${i + 1}`,
      year: 2000 + (i % 20),
      cites: i,
      abstract: 'Many small agents act together as a swarm.',
      authors: ['maria'],
    }),
  ),
];
