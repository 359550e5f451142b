import { describe, expect, it } from 'vitest';
import { findIdentifiers, normalizeArxivId, normalizeDoi, normalizePmcId, normalizePubmedId } from './identifiers';

describe('normalizeDoi', () => {
  it('strips resolver prefixes and lower-cases the DOI', () => {
    expect(normalizeDoi('10.1609/AAAI.v36i1.19922')).toBe('10.1609/aaai.v36i1.19922');
    expect(normalizeDoi('https://doi.org/10.1609/aaai.v36i1.19922')).toBe('10.1609/aaai.v36i1.19922');
    expect(normalizeDoi('http://dx.doi.org/10.1000/xyz123')).toBe('10.1000/xyz123');
    expect(normalizeDoi('doi:10.1000/xyz123')).toBe('10.1000/xyz123');
    expect(normalizeDoi('DOI: 10.1000/XYZ123')).toBe('10.1000/xyz123');
  });

  it('finds the DOI inside a publisher URL, as in the ECCV records of the corpus', () => {
    expect(normalizeDoi('https://link.springer.com/chapter/10.1007/978-3-031-20083-0_1')).toBe(
      '10.1007/978-3-031-20083-0_1',
    );
  });

  it('decodes percent-encoded URLs and drops trailing sentence punctuation', () => {
    expect(normalizeDoi('https://doi.org/10.1000%2Fabc')).toBe('10.1000/abc');
    expect(normalizeDoi('10.1000/abc.')).toBe('10.1000/abc');
    expect(normalizeDoi('10.1002/(SICI)1097-4636(199706)')).toBe('10.1002/(sici)1097-4636(199706)');
  });

  it('returns null when there is no DOI', () => {
    expect(normalizeDoi('https://openreview.net/forum?id=abc')).toBeNull();
    expect(normalizeDoi('10.1000/')).toBeNull();
    expect(normalizeDoi('')).toBeNull();
  });
});

describe('normalizeArxivId', () => {
  it('accepts new-style ids with prefix, version and URL forms, stripping the version', () => {
    expect(normalizeArxivId('1511.04078')).toBe('1511.04078');
    expect(normalizeArxivId('arXiv:1511.04078v2')).toBe('1511.04078');
    expect(normalizeArxivId('https://arxiv.org/abs/2103.00020v1')).toBe('2103.00020');
    expect(normalizeArxivId('https://arxiv.org/pdf/0704.0001.pdf')).toBe('0704.0001');
  });

  it('accepts old-style ids and drops the subject class', () => {
    expect(normalizeArxivId('hep-th/9901001')).toBe('hep-th/9901001');
    expect(normalizeArxivId('arXiv:math.GT/0309136v1')).toBe('math/0309136');
  });

  it('rejects impossible months and pre-2007 new-style numbers', () => {
    expect(normalizeArxivId('1513.04078')).toBeNull();
    expect(normalizeArxivId('0601.1234')).toBeNull();
    expect(normalizeArxivId('1412.12345')).toBeNull();
    expect(normalizeArxivId('hep-th/9913001')).toBeNull();
  });
});

describe('PubMed and PMC ids', () => {
  it('normalise PubMed ids from prefixed, URL and bare forms', () => {
    expect(normalizePubmedId('pubmed:12345')).toBe('12345');
    expect(normalizePubmedId('PMID: 0012345')).toBe('12345');
    expect(normalizePubmedId('https://pubmed.ncbi.nlm.nih.gov/29456894/')).toBe('29456894');
    expect(normalizePubmedId('PMC12345')).toBeNull();
  });

  it('normalise PMC ids to PMC plus digits', () => {
    expect(normalizePmcId('PMC5502336')).toBe('PMC5502336');
    expect(normalizePmcId('pmc:5502336')).toBe('PMC5502336');
    expect(normalizePmcId('https://www.ncbi.nlm.nih.gov/pmc/articles/5502336')).toBe('PMC5502336');
    expect(normalizePmcId('5502336')).toBe('PMC5502336');
    expect(normalizePmcId('PMC')).toBeNull();
  });
});

describe('findIdentifiers', () => {
  it('finds each kind with its span in the search string', () => {
    const text = 'see arXiv:1511.04078v2 and PMC5502336 or pubmed:12345';
    expect(findIdentifiers(text)).toEqual([
      { kind: 'arxiv', value: '1511.04078', start: 4, end: 22 },
      { kind: 'pmcid', value: 'PMC5502336', start: 27, end: 37 },
      { kind: 'pmid', value: '12345', start: 41, end: 53 },
    ]);
  });

  it('reports a DOI URL once, with the closing punctuation outside the span', () => {
    const text = 'paper (https://doi.org/10.48550/arXiv.1511.04078).';
    const found = findIdentifiers(text);
    expect(found).toEqual([{ kind: 'doi', value: '10.48550/arxiv.1511.04078', start: 7, end: 48 }]);
    expect(text.slice(7, 48)).toBe('https://doi.org/10.48550/arXiv.1511.04078');
  });

  it('accepts a bare new-style arXiv id and a bare old-style one, but not plain numbers', () => {
    expect(findIdentifiers('1511.04078')).toEqual([{ kind: 'arxiv', value: '1511.04078', start: 0, end: 10 }]);
    expect(findIdentifiers('cf. hep-th/9901001')).toEqual([
      { kind: 'arxiv', value: 'hep-th/9901001', start: 4, end: 18 },
    ]);
    expect(findIdentifiers('deep learning 12345 3.1415 2019')).toEqual([]);
  });

  it('finds a bare DOI typed among words', () => {
    expect(findIdentifiers('gaussian 10.1109/CVPR.2016.90 resnet')).toEqual([
      { kind: 'doi', value: '10.1109/cvpr.2016.90', start: 9, end: 29 },
    ]);
  });
});
