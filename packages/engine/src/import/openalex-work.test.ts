import { describe, expect, it } from 'vitest';
import { parseOpenAlexWork, parseOpenAlexWorkLines } from './openalex-work';
import type { ParseWorkResult, WorkRecord } from './work-record.types';

function workOf(result: ParseWorkResult): WorkRecord {
  if (!result.ok) throw new Error(`expected a work, got: ${result.error}`);
  return result.work;
}

const fullLine = JSON.stringify({
  id: 'https://openalex.org/W2963403868',
  title: 'Deep Residual Learning',
  publication_year: 2016,
  type: 'article',
  doi: 'https://doi.org/10.1109/CVPR.2016.90',
  ids: { arxiv: 'arXiv:1512.03385v1', pmid: 'https://pubmed.ncbi.nlm.nih.gov/123/', pmcid: '456' },
  primary_location: {
    source: { display_name: 'CVPR', type: 'conference' },
    landing_page_url: 'https://example.org/paper',
    pdf_url: 'javascript:alert(1)',
  },
  locations: [{ pdf_url: 'https://example.org/paper.pdf', landing_page_url: 'https://mirror.org/p' }],
  biblio: { volume: '1', issue: null, first_page: '770', last_page: '778' },
  open_access: { is_oa: true },
  cited_by_count: 200000,
  keywords: ['Residual networks', { display_name: 'residual networks' }, { keyword: 'ImageNet' }, 42, null],
  abstract_inverted_index: { Deeper: [0], networks: [1, 4], are: [2], harder: [3], '.': [5] },
  authorships: [
    {
      author_position: 'first',
      author: { id: 'ieee:37086', display_name: 'Kaiming He', orcid: 'https://orcid.org/0000-0002-1825-009x' },
      raw_author_name: 'K. He',
      is_corresponding: true,
      institutions: [
        {
          display_name: 'Microsoft Research Asia',
          country_code: 'cn',
          ror: 'https://ror.org/0ABCDEF12',
          type: 'company',
        },
        { country_code: 'US' },
      ],
      countries: ['CN', 'XYZ'],
      raw_affiliation_strings: ['MSRA, Beijing', 'MSRA, Beijing'],
    },
    { author: null },
    { author: { display_name: 'Xiangyu Zhang' }, institutions: 'none' },
    { author_position: 'sideways', author: { display_name: 'Jian Sun' }, raw_author_name: 'Jian Sun' },
  ],
});

describe('parseOpenAlexWork', () => {
  it('maps every field of a complete work', () => {
    const result = parseOpenAlexWork(fullLine);
    const work = workOf(result);
    expect(work).toMatchObject({
      sourceId: 'https://openalex.org/W2963403868',
      title: 'Deep Residual Learning',
      abstract: 'Deeper networks are harder networks .',
      year: 2016,
      venue: { name: 'CVPR', type: 'conference', volume: '1', issue: null, pages: '770-778' },
      origins: [
        { code: 'landing', url: 'https://example.org/paper' },
        { code: 'pdf', url: 'https://example.org/paper.pdf' },
      ],
      identifiers: { doi: '10.1109/cvpr.2016.90', arxiv: '1512.03385', pmid: '123', pmcid: 'PMC456' },
      citationsCount: 200000,
      openAccess: true,
      manuscriptType: 'article',
      keywords: ['Residual networks', 'ImageNet'],
    });
    expect(work.authorships).toEqual([
      {
        index: 0,
        authorPosition: 'first',
        externalId: 'ieee:37086',
        displayName: 'Kaiming He',
        rawName: 'K. He',
        orcid: '0000-0002-1825-009X',
        isCorresponding: true,
        institutions: [
          { name: 'Microsoft Research Asia', countryCode: 'CN', ror: 'https://ror.org/0abcdef12', type: 'company' },
        ],
        countries: ['CN'],
        rawAffiliations: ['MSRA, Beijing'],
      },
      {
        index: 1,
        authorPosition: 'middle',
        externalId: null,
        displayName: 'Xiangyu Zhang',
        rawName: null,
        orcid: null,
        isCorresponding: false,
        institutions: [],
        countries: [],
        rawAffiliations: [],
      },
      expect.objectContaining({ index: 2, authorPosition: 'last', displayName: 'Jian Sun', rawName: 'Jian Sun' }),
    ]);
    expect(result.ok && result.warnings).toEqual(['authorships[1]: no author name, skipped']);
  });

  it('rebuilds an abstract from a sparse inverted index and reports invalid positions', () => {
    const line = JSON.stringify({
      id: 'W1',
      title: 'T',
      abstract_inverted_index: { world: [2], Hello: [0], bad: [-1, 1.5, 'x'], broken: 'x' },
    });
    const result = parseOpenAlexWork(line);
    expect(workOf(result).abstract).toBe('Hello world');
    expect(result.ok && result.warnings).toEqual(['abstract_inverted_index: 4 invalid position entries skipped']);
  });

  it('prefers a plain abstract string and falls back to display_name for the title', () => {
    const work = workOf(
      parseOpenAlexWork(
        JSON.stringify({
          id: 'W2',
          display_name: 'Shown',
          abstract: ' Plain text. ',
          abstract_inverted_index: { x: [0] },
        }),
      ),
    );
    expect(work.title).toBe('Shown');
    expect(work.abstract).toBe('Plain text.');
  });

  it('keeps a minimal work with nulls for everything unknown', () => {
    expect(workOf(parseOpenAlexWork('{"id":"W3","title":"Only a title","authorships":null}'))).toEqual({
      sourceId: 'W3',
      title: 'Only a title',
      abstract: null,
      year: null,
      publicationDate: null,
      venue: null,
      origins: [],
      identifiers: {},
      citationsCount: null,
      openAccess: null,
      manuscriptType: null,
      keywords: [],
      authorships: [],
    });
  });

  it('keeps a publication date only when it is a real calendar day', () => {
    const dateOf = (publication_date: unknown) =>
      workOf(parseOpenAlexWork(JSON.stringify({ id: 'W9', title: 'T', publication_date }))).publicationDate;
    expect(dateOf('2024-02-29')).toBe('2024-02-29');
    expect(dateOf('2023-02-29')).toBeNull();
    expect(dateOf('2024-2-1')).toBeNull();
    expect(dateOf(20240201)).toBeNull();
  });

  it('tolerates wrong types in optional fields without throwing', () => {
    const line = JSON.stringify({
      id: 'W4',
      title: 'Types',
      publication_year: '2019x',
      publication_date: '2018-05-01',
      cited_by_count: -3,
      open_access: { is_oa: 'yes' },
      primary_location: 'not an object',
      ids: { doi: 'no doi here', arxiv: 17 },
      keywords: { a: 1 },
      authorships: 'Ada Lovelace',
    });
    const result = parseOpenAlexWork(line);
    const work = workOf(result);
    expect(work.year).toBe(2018);
    expect(work.publicationDate).toBe('2018-05-01');
    expect(work.citationsCount).toBeNull();
    expect(work.openAccess).toBeNull();
    expect(work.venue).toBeNull();
    expect(work.identifiers).toEqual({});
    expect(work.keywords).toEqual([]);
    expect(work.authorships).toEqual([]);
    expect(result.ok && result.warnings).toEqual([
      'ids.doi: not recognised: no doi here',
      'ids.arxiv: not recognised: 17',
      'authorships: not a list',
    ]);
  });

  it('rejects malformed lines with a clear error', () => {
    expect(parseOpenAlexWork('')).toEqual({ ok: false, error: 'empty line' });
    expect(parseOpenAlexWork('[1,2]')).toEqual({ ok: false, error: 'not a JSON object' });
    expect(parseOpenAlexWork('null')).toEqual({ ok: false, error: 'not a JSON object' });
    expect(parseOpenAlexWork('{"title":"No id"}')).toEqual({ ok: false, error: 'missing id' });
    expect(parseOpenAlexWork('{"id":"W5","title":"  "}')).toEqual({ ok: false, error: 'missing title (W5)' });
    const truncated = parseOpenAlexWork('{"id":"W6","title":"Cut');
    expect(truncated.ok).toBe(false);
    expect(!truncated.ok && truncated.error).toMatch(/^invalid JSON: /);
  });

  it('takes the list conjunction off a name cut from a byline, and leaves real names alone', () => {
    const line = JSON.stringify({
      id: 'W10',
      title: 'T',
      authorships: [
        { author: { display_name: 'Raia Hadsell' }, raw_author_name: 'Raia Hadsell' },
        { author: { display_name: 'Andrew Ng' }, raw_author_name: 'Andrew Ng' },
        { author: { display_name: '& Peter Stone' } },
        { author: { display_name: 'and Yann LeCun' }, raw_author_name: 'and Yann LeCun' },
        { author: { display_name: 'and' } },
      ],
    });
    const authorships = workOf(parseOpenAlexWork(line)).authorships;
    expect(authorships.map((a) => [a.displayName, a.rawName])).toEqual([
      ['Raia Hadsell', 'Raia Hadsell'],
      ['Andrew Ng', 'Andrew Ng'],
      ['Peter Stone', null],
      ['Yann LeCun', 'Yann LeCun'],
      ['and', null],
    ]);
  });

  it('cleans footnote marks off names and drops lines that name no person, deriving positions from the order left', () => {
    const line = JSON.stringify({
      id: 'W11',
      title: 'T',
      authorships: [
        { author_position: 'first', author: { display_name: 'Zhejiang University' } },
        { author_position: 'middle', author: { display_name: '1Radu Bogdan Rusu' }, raw_author_name: 'Radu B. Rusu*' },
        { author_position: 'middle', author: { display_name: 'Anonymous' } },
        { author_position: 'middle', author: { display_name: ')*' } },
        {
          author_position: 'middle',
          author: { display_name: 'Research Group', orcid: 'https://orcid.org/0000-0002-1825-0097' },
        },
        { author_position: 'last', author: { display_name: 'Michael Beetz\u00a0*' } },
      ],
    });
    const parsed = parseOpenAlexWork(line);
    const work = workOf(parsed);
    expect(work.authorships.map((a) => [a.displayName, a.rawName, a.authorPosition, a.index])).toEqual([
      ['Radu Bogdan Rusu', 'Radu B. Rusu', 'first', 0],
      // An ORCID is a registered person's: never dropped.
      ['Research Group', null, 'middle', 1],
      ['Michael Beetz', null, 'last', 2],
    ]);
    expect(parsed.ok && parsed.warnings).toEqual(
      expect.arrayContaining([
        "authorships[0]: 'Zhejiang University' is an organization, not a person; skipped",
        "authorships[2]: 'Anonymous' is not a name, not a person; skipped",
        'authorships[3]: no author name, skipped',
      ]),
    );
  });

  it('decodes again the UTF-8 a feed read as Windows-1252, in names, affiliations and text; keeps the rest', () => {
    const line = JSON.stringify({
      id: 'W11',
      title: 'A naÃ¯ve robotâ€™s grasp',
      abstract_inverted_index: { The: [0], 'robotâ\u0080\u0099s': [1], arm: [2] },
      keywords: ['naÃ¯ve Bayes'],
      authorships: [
        {
          author: { display_name: 'Hal DaumÃ© III' },
          raw_author_name: 'Hal DaumÃ© III',
          institutions: [
            { display_name: 'Ruhr-UniversitÃ¤t Bochum', country_code: 'DE' },
            { display_name: 'Technical University of Košice', country_code: 'SK' },
            // A Mac reading of Latin-1 is not undone: no rule tells its "š" from Košice's.
            { display_name: 'Technische Universitšt Braunschweig', country_code: 'DE' },
          ],
          raw_affiliation_strings: ['Instituto Superior TÃ©cnico, Lisbon'],
        },
      ],
    });
    const work = workOf(parseOpenAlexWork(line));
    expect(work.title).toBe('A naïve robot’s grasp');
    expect(work.abstract).toBe('The robot’s arm');
    expect(work.keywords).toEqual(['naïve Bayes']);
    const [authorship] = work.authorships;
    expect([authorship!.displayName, authorship!.rawName]).toEqual(['Hal Daumé III', 'Hal Daumé III']);
    expect(authorship!.institutions.map((i) => i.name)).toEqual([
      'Ruhr-Universität Bochum',
      'Technical University of Košice',
      'Technische Universitšt Braunschweig',
    ]);
    expect(authorship!.rawAffiliations).toEqual(['Instituto Superior Técnico, Lisbon']);
  });

  it('derives the arXiv id from an arXiv DOI or an arXiv landing page', () => {
    const fromDoi = parseOpenAlexWork('{"id":"W7","title":"A","doi":"https://doi.org/10.48550/arXiv.2301.00001"}');
    expect(workOf(fromDoi).identifiers).toEqual({ doi: '10.48550/arxiv.2301.00001', arxiv: '2301.00001' });
    const fromUrl = parseOpenAlexWork(
      '{"id":"W8","title":"B","primary_location":{"landing_page_url":"https://arxiv.org/abs/1706.03762v5"}}',
    );
    expect(workOf(fromUrl).identifiers).toEqual({ arxiv: '1706.03762' });
  });
});

describe('parseOpenAlexWorkLines', () => {
  it('skips blank lines and keeps line numbers for failures', async () => {
    const lines = [
      { line: '{"id":"W1","title":"One"}', lineNumber: 1 },
      { line: '   ', lineNumber: 2 },
      { line: '{oops', lineNumber: 3 },
    ];
    const results: Array<[number, boolean]> = [];
    for await (const { lineNumber, result } of parseOpenAlexWorkLines(lines)) results.push([lineNumber, result.ok]);
    expect(results).toEqual([
      [1, true],
      [3, false],
    ]);
  });
});
