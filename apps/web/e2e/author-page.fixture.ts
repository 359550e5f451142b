/*
 * The corpus of the author-page browser test: one author, Ada Quinn, with 23 articles over
 * 15 years (so a second page of articles exists), a 14-author collaboration, abstracts made of
 * thesaurus literals (so concepts are found), and a few articles of other people.
 */

const YEAR = new Date().getFullYear();

export const ADA = { name: 'Ada Quinn', openAlexId: 'https://openalex.org/A5000000001', orcid: '0000-0002-1825-0097' };
const BO = { name: 'Bo Lindqvist', openAlexId: 'https://openalex.org/A5000000002' };
const CHEN = { name: 'Chen Wei', openAlexId: 'https://openalex.org/A5000000003' };
/** An author whose venue gives no citation counts (as SIGGRAPH's records in the default corpus). */
export const GIL = { name: 'Gil Moreau', openAlexId: 'https://openalex.org/A5000000004' };
export const GIL_TITLE = 'Rendering soft shadows with neural networks';

/** Ada's articles: the total is above one page (20). */
export const ADA_ARTICLES_COUNT = 23;

export const NEWEST_TITLE = 'Fresh results on protein folding kinetics';
export const MOST_CITED_TITLE = 'Monte Carlo simulation of protein folding landscapes';
export const MOST_CITED_COUNT = 1534;
export const COLLABORATION_TITLE = 'A community benchmark for neural networks in structural biology';
/** Authors of the collaboration; Ada is the 8th, the 6th is the corresponding author. */
export const COLLABORATION_AUTHORS = [
  'Hana Sato',
  'Ivo Petrov',
  'Jon Berg',
  'Kim Soo',
  'Lea Roth',
  'Mia Costa',
  'Nils Dahl',
  ADA.name,
  'Omar Haddad',
  'Pia Lund',
  'Raj Mehta',
  'Sara Blom',
  'Tom Ruiz',
  'Uma Rao',
];
export const COLLABORATION_ABSTRACT_START = 'We release a benchmark of neural networks';

/** Preferred terms with their synonyms and broader terms: the literals the abstracts use. */
export const THESAURUS_CSV = [
  'subject,predicate,object',
  'Protein folding,BT,Structural biology',
  'Protein folding,UF,Folding of proteins',
  'Monte Carlo methods,UF,Monte Carlo simulation',
  'Neural networks,UF,Artificial neural networks',
  'Neural networks,BT,Machine learning',
  'Deep learning,BT,Machine learning',
  'Reinforcement learning,BT,Machine learning',
  'Bayesian inference,BT,Statistics',
  'Time series,BT,Statistics',
  'Stochastic processes,BT,Statistics',
  'Graph theory,RT,Network science',
  'Gene expression,BT,Molecular biology',
  'Climate models,BT,Earth science',
  'Optimization,UF,Mathematical optimization',
  'Ocean acidification,BT,Earth science',
].join('\n');

/** Topics of Ada's ordinary articles, in rotation (literals of the thesaurus). */
const TOPICS: Array<[string, string]> = [
  ['protein folding', 'Monte Carlo simulation'],
  ['protein folding', 'structural biology'],
  ['artificial neural networks', 'machine learning'],
  ['Bayesian inference', 'time series'],
  ['graph theory', 'network science'],
  ['deep learning', 'protein folding'],
  ['reinforcement learning', 'mathematical optimization'],
  ['gene expression', 'Bayesian inference'],
  ['stochastic processes', 'Monte Carlo simulation'],
  ['protein folding', 'gene expression'],
  ['molecular biology', 'deep learning'],
];

const UNIVERSITY = { display_name: 'University of Testland', country_code: 'NL' };
const INSTITUTE = { display_name: 'Example Institute of Technology', country_code: 'DE' };

interface Person {
  name: string;
  openAlexId?: string;
  orcid?: string;
}

function authorship(
  person: Person,
  position: 'first' | 'middle' | 'last',
  options: { corresponding?: boolean; institution?: object } = {},
) {
  return {
    author_position: position,
    author: { id: person.openAlexId ?? null, display_name: person.name, orcid: person.orcid ?? null },
    institutions: options.institution ? [options.institution] : [],
    is_corresponding: options.corresponding ?? false,
  };
}

function byline(
  people: Person[],
  { correspondingIndex = -1, institution }: { correspondingIndex?: number; institution?: object } = {},
) {
  return people.map((person, i) =>
    authorship(person, i === 0 ? 'first' : i === people.length - 1 ? 'last' : 'middle', {
      corresponding: i === correspondingIndex,
      ...(institution ? { institution } : {}),
    }),
  );
}

let workCounter = 0;

function work({
  title,
  abstract,
  year,
  citations,
  authorships,
  openAccess = false,
  journal = 'Journal of Test Science',
}: {
  title: string;
  abstract: string;
  year: number;
  /** Null: the record has no count (cited_by_count null). */
  citations: number | null;
  authorships: object[];
  openAccess?: boolean;
  journal?: string;
}) {
  workCounter += 1;
  const n = workCounter;
  return {
    id: `https://openalex.org/W90000${String(n).padStart(4, '0')}`,
    title,
    abstract,
    publication_year: year,
    cited_by_count: citations,
    type: 'article',
    doi: `https://doi.org/10.5555/sciscope.e2e.${n}`,
    open_access: { is_oa: openAccess },
    primary_location: {
      source: { display_name: journal, type: 'journal' },
      landing_page_url: `https://example.org/works/${n}`,
      pdf_url: openAccess ? `https://example.org/works/${n}.pdf` : null,
    },
    biblio: {
      volume: String(10 + (n % 7)),
      issue: String(1 + (n % 4)),
      first_page: String(n * 10),
      last_page: String(n * 10 + 9),
    },
    authorships,
  };
}

/** Every work of the fixture, Ada's first. */
export function authorPageWorks(): object[] {
  workCounter = 0;
  const works: object[] = [];
  const ada = (institution: object) => ({ ...ADA, institution });

  works.push(
    work({
      title: NEWEST_TITLE,
      abstract: 'We measure protein folding kinetics with Bayesian inference on single-molecule time series.',
      year: YEAR,
      citations: 2,
      openAccess: true,
      authorships: byline([ada(INSTITUTE), BO], { correspondingIndex: 0, institution: INSTITUTE }),
    }),
    work({
      title: MOST_CITED_TITLE,
      abstract:
        'Monte Carlo simulation explores protein folding landscapes; structural biology benefits from the sampled ensembles.',
      year: YEAR - 12,
      citations: MOST_CITED_COUNT,
      authorships: byline([ada(UNIVERSITY), CHEN, BO], { institution: UNIVERSITY }),
    }),
    work({
      title: COLLABORATION_TITLE,
      abstract: `${COLLABORATION_ABSTRACT_START} and deep learning models for structural biology and protein folding, with machine learning baselines.`,
      year: YEAR - 5,
      citations: 310,
      openAccess: true,
      journal: 'Collaborative Science Letters',
      authorships: byline(
        COLLABORATION_AUTHORS.map((name, i) =>
          name === ADA.name ? ADA : { name, openAlexId: `https://openalex.org/A51000000${10 + i}` },
        ),
        { correspondingIndex: 5, institution: INSTITUTE },
      ),
    }),
  );

  for (let i = 0; works.length < ADA_ARTICLES_COUNT; i++) {
    const [first, second] = TOPICS[i % TOPICS.length]!;
    const year = YEAR - 1 - (i % 14);
    const institution = year >= YEAR - 6 ? INSTITUTE : UNIVERSITY;
    const coauthor = i % 2 === 0 ? BO : CHEN;
    works.push(
      work({
        title: `Study ${i + 1} on ${first} and ${second}`,
        abstract: `This study combines ${first} with ${second}. Our results on ${first} improve on earlier work.`,
        year,
        citations: (i * 37) % 97,
        openAccess: i % 3 === 0,
        authorships: byline(i % 4 === 3 ? [coauthor, ada(institution)] : [ada(institution), coauthor], { institution }),
      }),
    );
  }

  const others: Array<[string, string]> = [
    ['Ocean acidification under climate models', 'Climate models project ocean acidification over the coming century.'],
    [
      'Seasonal time series of ocean acidification',
      'We analyse time series of ocean acidification at coastal stations.',
    ],
    ['Graph theory for transport networks', 'Graph theory and network science describe transport systems.'],
    [
      'Stochastic processes in finance',
      'Stochastic processes model prices; mathematical optimization sets portfolios.',
    ],
    ['Climate models and earth science education', 'Teaching earth science with climate models.'],
    ['Reinforcement learning for robots', 'Reinforcement learning and machine learning control robot arms.'],
  ];
  others.forEach(([title, abstract], i) => {
    works.push(
      work({
        title,
        abstract,
        year: YEAR - 2 - i,
        citations: 5 + i,
        authorships: byline([
          { name: 'Dana Fox', openAlexId: 'https://openalex.org/A5200000001' },
          { name: 'Eli Stone', openAlexId: 'https://openalex.org/A5200000002' },
        ]),
      }),
    );
  });
  for (const [title, year] of [
    [GIL_TITLE, YEAR - 1],
    ['Interactive deep learning for character animation', YEAR - 3],
  ] as const) {
    works.push(
      work({
        title,
        abstract: 'Neural networks and deep learning for graphics, trained with machine learning baselines.',
        year,
        citations: null,
        journal: 'Graphics Conference Proceedings',
        authorships: byline([GIL, { name: 'Dana Fox', openAlexId: 'https://openalex.org/A5200000001' }]),
      }),
    );
  }
  return works;
}
