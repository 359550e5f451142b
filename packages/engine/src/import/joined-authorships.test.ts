import { describe, expect, it } from 'vitest';
import { splitJoinedName } from './joined-authorships';
import { parseOpenAlexWork } from './openalex-work';

const line = (authorships: unknown[]) => JSON.stringify({ id: 'w', title: 'T', authorships });

describe('an author line naming two people', () => {
  it('splits two whole names joined by "and" or "&", initials, particles and suffixes included', () => {
    expect(splitJoinedName('P. Abbeel and K. Goldberg')).toEqual(['P. Abbeel', 'K. Goldberg']);
    expect(splitJoinedName('Takehisa Nishida & Kazuo Muto')).toEqual(['Takehisa Nishida', 'Kazuo Muto']);
    expect(splitJoinedName('M. Vahedi and A. F. van der Stappen')).toEqual(['M. Vahedi', 'A. F. van der Stappen']);
    expect(splitJoinedName('O. Y. Chuy Jr. and E. G. Collins Jr.')).toEqual(['O. Y. Chuy Jr.', 'E. G. Collins Jr.']);
    expect(splitJoinedName('J.-M. Lien and Y. Lu')).toEqual(['J.-M. Lien', 'Y. Lu']);
    expect(splitJoinedName('Z. Zivkovic and B. Kröse')).toEqual(['Z. Zivkovic', 'B. Kröse']);
    expect(splitJoinedName('L. Kaelbling and T. Lozano-Perez')).toEqual(['L. Kaelbling', 'T. Lozano-Perez']);
  });

  it('keeps one person, an organization, a sentence and a side that is not a whole name', () => {
    for (const name of [
      'Wolfram Burgard',
      'Evangelos and Zervas',
      'Hong Kong University of Science and Technology',
      'Agency for Science Technology and Research',
      'Commonwealth Scientific and Industrial Research Organisation',
      'Singapore University of Technology and Design',
      '• A novel spatio-temporal anti-aliasing algorithm with essentially noise-free results. Visibility is solved for along line samples in screen space and in time.',
      'A. Smith and B. Jones and C. Brown',
      'P. Abbeel and k. goldberg',
      'Anand Mishra',
    ])
      expect(splitJoinedName(name), name).toBeNull();
  });

  it('becomes two authorships in the byline order, positions from the order, each line merged once', () => {
    const parsed = parseOpenAlexWork(
      line([
        { author_position: 'first', author: { display_name: 'Samuel L. Smith and Quoc V. Le' } },
        {
          author_position: 'last',
          author: { display_name: 'Samuel L. Smith and Quoc V. Le' },
          raw_author_name: 'Samuel L. Smith and Quoc V. Le',
          institutions: [{ display_name: 'Google Brain', country_code: 'US' }],
          is_corresponding: true,
        },
      ]),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const a = parsed.work.authorships;
    expect(a.map((x) => [x.index, x.displayName, x.rawName, x.authorPosition])).toEqual([
      [0, 'Samuel L. Smith', 'Samuel L. Smith', 'first'],
      [1, 'Quoc V. Le', 'Quoc V. Le', 'last'],
    ]);
    // The repeat's affiliation joins both people (a joined line gives one set for both).
    expect(a.map((x) => x.institutions)).toEqual([
      [{ name: 'Google Brain', countryCode: 'US' }],
      [{ name: 'Google Brain', countryCode: 'US' }],
    ]);
    expect(a.map((x) => x.isCorresponding)).toEqual([true, false]);
    expect(parsed.warnings).toEqual([
      'authorships: 2 line(s) naming two people split in two',
      'authorships: 2 repeated author line(s) merged',
    ]);
  });

  it('keeps a line with a source author id or an ORCID whole', () => {
    const parsed = parseOpenAlexWork(
      line([
        { author: { display_name: 'P. Abbeel and K. Goldberg', id: 'ieee:7' } },
        { author: { display_name: 'J. Ko and D. Fox', orcid: 'https://orcid.org/0000-0002-1825-0097' } },
        { author: { display_name: 'G. Grisetti and W. Burgard' } },
      ]),
    );
    expect(parsed.ok && parsed.work.authorships.map((x) => [x.displayName, x.authorPosition])).toEqual([
      ['P. Abbeel and K. Goldberg', 'first'],
      ['J. Ko and D. Fox', 'middle'],
      ['G. Grisetti', 'middle'],
      ['W. Burgard', 'last'],
    ]);
  });
});
