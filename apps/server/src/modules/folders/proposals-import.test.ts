import { describe, expect, it } from 'vitest';
import { parseAuthorsCell } from './proposals-import';

describe('the authors cell of a proposals CSV', () => {
  it('reads names, ORCIDs and affiliations separated by bars', () => {
    expect(
      parseAuthorsCell(
        'Ada Lovelace [0000-0002-1825-0097] (University of London); Alan Turing (Cambridge | NPL); Bo Li',
      ),
    ).toEqual([
      { name: 'Ada Lovelace', orcid: '0000-0002-1825-0097', affiliations: ['University of London'] },
      { name: 'Alan Turing', orcid: null, affiliations: ['Cambridge', 'NPL'] },
      { name: 'Bo Li', orcid: null, affiliations: [] },
    ]);
  });

  it('keeps parentheses inside an affiliation', () => {
    expect(
      parseAuthorsCell('Freek Stulp (German Aerospace Center (DLR)); Jan Peters (TU Darmstadt | MPI (Tübingen))'),
    ).toEqual([
      { name: 'Freek Stulp', orcid: null, affiliations: ['German Aerospace Center (DLR)'] },
      { name: 'Jan Peters', orcid: null, affiliations: ['TU Darmstadt', 'MPI (Tübingen)'] },
    ]);
  });

  it('leaves an author whose parentheses do not balance as written, for the validation to show', () => {
    expect(parseAuthorsCell('Eve (Alpha Institute')).toEqual([
      { name: 'Eve (Alpha Institute', orcid: null, affiliations: [] },
    ]);
  });
});
