import { describe, expect, it } from 'vitest';
import {
  BibliographyError,
  detectBibliographyFormat,
  parseReferenceLine,
  readCslJson,
  readPlainText,
  readRis,
} from '.';

const RIS = [
  'TY  - JOUR',
  'AU  - Müller, Jörg',
  'AU  - van der Berg, Anna',
  'TI  - Étude of {Bayesian} networks for',
  '      structured prediction',
  'PY  - 2019///',
  'T2  - Journal of Machine Learning',
  'DO  - https://doi.org/10.1145/3292500.3330701',
  'ER  - ',
  '',
  'TY  - CONF',
  'A1  - Vaswani, Ashish',
  'T1  - Attention is all you need',
  'Y1  - 2017',
  'UR  - https://arxiv.org/abs/1706.03762v5',
  'ER  - ',
  'TY  - GEN',
  'AU  - Nobody, N.',
  'ER  - ',
].join('\r\n');

describe('readRis', () => {
  it('reads titles (wrapped lines joined, braces dropped), authors with accents, years, DOIs and arXiv ids', () => {
    const { format, references, problems } = readRis(RIS);
    expect(format).toBe('ris');
    expect(references).toHaveLength(2);
    expect(references[0]).toMatchObject({
      index: 1,
      title: 'Étude of Bayesian networks for structured prediction',
      authors: ['Müller, Jörg', 'van der Berg, Anna'],
      year: 2019,
      doi: '10.1145/3292500.3330701',
      venue: 'Journal of Machine Learning',
    });
    expect(references[1]).toMatchObject({
      index: 2,
      title: 'Attention is all you need',
      year: 2017,
      arxiv: '1706.03762',
      doi: null,
    });
    expect(problems).toEqual([{ line: 17, message: 'The entry on line 17 has neither a title nor an identifier.' }]);
  });

  it('reports an entry without ER and lines outside entries, and still reads the rest', () => {
    const { references, problems } = readRis('junk line\nTY  - JOUR\nTI  - Graph neural networks\n');
    expect(references.map((r) => r.title)).toEqual(['Graph neural networks']);
    expect(problems.map((p) => p.message)).toEqual([
      'Line 1 is not an RIS field ("TG  - value").',
      'The entry starting on line 2 has no ER line.',
    ]);
  });

  it('refuses a file without any entry, with a clear message', () => {
    expect(() => readRis('AU  - Smith, J.\nER  - ')).toThrow(
      new BibliographyError('The RIS file holds no entry (no "TY  - " line).'),
    );
  });
});

describe('readCslJson', () => {
  it('reads items with family/given and literal names, date-parts, DOI, PMID, PMCID and arXiv numbers', () => {
    const { references } = readCslJson(
      JSON.stringify([
        {
          type: 'article-journal',
          title: 'Learning <i>to</i> rank with {BERT}',
          author: [{ family: 'Dušek', given: 'Ondřej' }, { literal: 'The ACL Collaboration' }],
          issued: { 'date-parts': [[2020, 7]] },
          DOI: '10.18653/V1/2020.ACL-MAIN.1',
          PMID: '31234567',
          PMCID: 'PMC5502336',
          'container-title': 'Proceedings of ACL',
        },
        { type: 'article', title: 'Deep residual learning', number: 'arXiv:1512.03385', issued: { raw: '2015-12-10' } },
        { type: 'article', note: 'nothing useful' },
      ]),
    );
    expect(references).toHaveLength(2);
    expect(references[0]).toMatchObject({
      title: 'Learning to rank with BERT',
      authors: ['Dušek, Ondřej', 'The ACL Collaboration'],
      year: 2020,
      doi: '10.18653/v1/2020.acl-main.1',
      pmid: '31234567',
      pmcid: 'PMC5502336',
      venue: 'Proceedings of ACL',
    });
    expect(references[1]).toMatchObject({ title: 'Deep residual learning', arxiv: '1512.03385', year: 2015 });
  });

  it('reads a single item and an { items } object', () => {
    expect(readCslJson('{"title":"One paper"}').references[0]!.title).toBe('One paper');
    expect(readCslJson('{"items":[{"title":"Two papers"}]}').references[0]!.title).toBe('Two papers');
  });

  it('refuses broken JSON and an empty list with clear messages', () => {
    expect(() => readCslJson('[{"title": "x",]')).toThrow(/^The CSL-JSON file is not valid JSON \(/);
    expect(() => readCslJson('[]')).toThrow('The CSL-JSON file holds no item (expected an array of objects).');
  });
});

describe('parseReferenceLine', () => {
  it('reads an APA reference: authors before the year in parentheses, then the title', () => {
    expect(
      parseReferenceLine(
        'Vaswani, A., Shazeer, N., & Parmar, N. (2017). Attention is all you need. In Advances in Neural Information Processing Systems.',
        1,
      ),
    ).toMatchObject({
      title: 'Attention is all you need',
      authors: ['Vaswani, A.', 'Shazeer, N.', 'Parmar, N.'],
      year: 2017,
      venue: 'Advances in Neural Information Processing Systems',
      doi: null,
    });
  });

  it('reads an IEEE reference with a quoted title and a DOI', () => {
    expect(
      parseReferenceLine(
        '[3] K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in Proc. CVPR, 2016, pp. 770–778, doi: 10.1109/CVPR.2016.90.',
        3,
      ),
    ).toMatchObject({
      title: 'Deep residual learning for image recognition',
      authors: ['K. He', 'X. Zhang', 'S. Ren', 'J. Sun'],
      year: 2016,
      doi: '10.1109/cvpr.2016.90',
    });
  });

  it('reads "Authors. Title. Venue Year." with initials that do not end the author list', () => {
    expect(
      parseReferenceLine('J. A. Smith and Zoë Åberg. Graph networks for élan vital. NeurIPS 2019.', 1),
    ).toMatchObject({
      title: 'Graph networks for élan vital',
      authors: ['J. A. Smith', 'Zoë Åberg'],
      year: 2019,
    });
  });

  it('reads a Vancouver reference: surnames with initials, no dots', () => {
    expect(
      parseReferenceLine('Doe J, Lovelace AB. Learning deep architectures for structured prediction. NeurIPS 2016.', 1),
    ).toMatchObject({
      title: 'Learning deep architectures for structured prediction',
      authors: ['Doe, J', 'Lovelace, AB'],
      year: 2016,
      venue: 'NeurIPS 2016',
    });
  });

  it('takes a bare line as the title, and finds an arXiv id anywhere', () => {
    expect(parseReferenceLine('Attention is all you need arXiv:1706.03762', 1)).toMatchObject({
      title: 'Attention is all you need',
      arxiv: '1706.03762',
      authors: [],
      year: null,
    });
  });
});

describe('readPlainText', () => {
  it('reads one reference a line, skipping blank lines and reporting unusable ones', () => {
    const { format, references, problems } = readPlainText(
      'Graph neural networks: a review\n\n12345\n  Attention is all you need  \n',
    );
    expect(format).toBe('text');
    expect(references.map((r) => [r.index, r.title])).toEqual([
      [1, 'Graph neural networks: a review'],
      [3, 'Attention is all you need'],
    ]);
    expect(problems).toEqual([{ line: 3, message: 'Line 3 holds neither a title nor an identifier.' }]);
  });

  it('refuses empty text', () => {
    expect(() => readPlainText(' \n \n')).toThrow('The text is empty: paste one reference a line.');
  });
});

describe('detectBibliographyFormat', () => {
  it('decides by content', () => {
    expect(detectBibliographyFormat('% my refs\n@article{x, title={A}}')).toBe('bibtex');
    expect(detectBibliographyFormat('\uFEFFTY  - JOUR\nER  - ')).toBe('ris');
    expect(detectBibliographyFormat(' [{"title":"A"}]')).toBe('csl-json');
    expect(detectBibliographyFormat('Smith, J. (2019). A title.')).toBe('text');
  });
});
