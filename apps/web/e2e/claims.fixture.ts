/*
 * The corpus of the claims browser test: Jane Doe's profile (three works, Stanford), her split
 * profile "J. Doe" (two works the importer kept apart: another source id), a second
 * "Jane Doe" profile (one work, Technion) that her bibliography does not list, co-authors, and
 * Grace Hopper's profile (one work, no institution), which no test account's name or e-mail fits.
 */

const STANFORD = { display_name: 'Stanford University', country_code: 'US' };
const TECHNION = { display_name: 'Technion - Israel Institute of Technology', country_code: 'IL' };
const JANE = { id: 'https://openalex.org/A5900000001', name: 'Jane Doe' };
const JANE_SPLIT = { id: 'https://openalex.org/A5900000002', name: 'J. Doe' };
const JANE_TECHNION = { id: 'https://openalex.org/A5900000003', name: 'Jane Doe' };
const ADA = { id: 'https://openalex.org/A5900000004', name: 'Ada Lovelace' };
const GRACE = { id: 'https://openalex.org/A5900000005', name: 'Grace Hopper' };

export const JANE_ACCOUNT = { email: 'jane.doe@stanford.edu', password: 'correct horse battery' };

export const TITLES = {
  bayes: 'Bayesian optimization of machine learning hyperparameters',
  graphs: 'Graph attention networks for molecular property prediction',
  etude: 'Étude des réseaux bayésiens dynamiques',
  split1: 'Learning deep architectures for structured prediction',
  split2: 'Neural machine translation with attention over graphs',
  technion: 'Reinforcement learning for robotic grasping with tactile sensing',
  compiler: 'A compiler for mathematical formulae on the UNIVAC',
};

let n = 0;
function work(
  title: string,
  year: number,
  citations: number,
  people: Array<[{ id: string; name: string }, object | null]>,
  doi = true,
) {
  n += 1;
  return {
    id: `https://openalex.org/W95000${String(n).padStart(5, '0')}`,
    title,
    publication_year: year,
    cited_by_count: citations,
    type: 'article',
    ...(doi ? { doi: `https://doi.org/10.5555/claims.e2e.${n}` } : {}),
    primary_location: { source: { display_name: 'NeurIPS', type: 'conference' } },
    authorships: people.map(([person, institution], i) => ({
      author_position: i === 0 ? 'first' : i === people.length - 1 ? 'last' : 'middle',
      author: { id: person.id, display_name: person.name },
      raw_author_name: person.name,
      institutions: institution ? [institution] : [],
    })),
  };
}

export function claimsWorks(): object[] {
  n = 0;
  return [
    work(TITLES.bayes, 2012, 30, [
      [JANE, STANFORD],
      [ADA, null],
    ]),
    work(
      TITLES.graphs,
      2018,
      20,
      [
        [ADA, null],
        [JANE, STANFORD],
      ],
      false,
    ),
    work(TITLES.etude, 2015, 10, [[JANE, STANFORD]], false),
    work(
      TITLES.split1,
      2016,
      15,
      [
        [JANE_SPLIT, null],
        [ADA, null],
      ],
      false,
    ),
    work(
      TITLES.split2,
      2019,
      12,
      [
        [ADA, null],
        [JANE_SPLIT, null],
      ],
      false,
    ),
    work(TITLES.technion, 2020, 7, [[JANE_TECHNION, TECHNION]], false),
    work(TITLES.compiler, 2021, 4, [[GRACE, null]], false),
  ];
}

/** Jane's bibliography as she would paste it: one reference a line, in mixed styles, with a typo and a DOI. */
export const JANE_REFERENCES = [
  'Doe, J., & Lovelace, A. (2012). Bayesian optimization of machine learning hyperparameters. NeurIPS. doi:10.5555/claims.e2e.1',
  'A. Lovelace and J. Doe, "Graph attention netwroks for molecular property prediction," in Proc. NeurIPS, 2018.',
  'Jane Doe. Étude des réseaux bayésiens dynamiques. 2015.',
  'Doe J, Lovelace A. Learning deep architectures for structured prediction. NeurIPS 2016.',
  'Lovelace, A., Doe, J. (2019). Neural machine translation with attention over graphs.',
].join('\n');

/** Grace Hopper's one work, as a reference pasted by someone whose name and address are not hers. */
export const GRACE_REFERENCE = `Hopper, G. (2021). ${TITLES.compiler}.`;
