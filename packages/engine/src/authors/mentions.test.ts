import { describe, expect, it } from 'vitest';
import { buildAuthorMentions, topicTokensOfText } from './mentions';

describe('buildAuthorMentions', () => {
  it('keeps only the lines asked for, and counts the others as co-authors', () => {
    const work = {
      workId: 3,
      year: 2020,
      venue: 'CVPR',
      authors: [
        { name: 'Yi Wang', institutions: [] },
        { name: 'Kaiming He', institutions: ['FAIR'] },
        { name: 'Y. Wang', institutions: [] },
      ],
    };
    const kept = buildAuthorMentions({ works: [work], keep: (name) => name.blockKey === 'wang_y' });
    const all = buildAuthorMentions({ works: [work] });
    expect(kept.map((m) => m.name)).toEqual(['Yi Wang', 'Y. Wang']);
    expect(kept).toEqual([all[0], all[2]]);
    expect(kept[0]!.coauthorKeys).toEqual(['he_k', 'wang_y']);
  });

  it('makes one mention per author line with the block keys of the other authors', () => {
    const mentions = buildAuthorMentions({
      works: [
        {
          workId: 7,
          year: 2021,
          venue: 'ACL',
          topicTokens: ['alignment'],
          authors: [
            { name: 'Jingyi Zhang', externalId: 'acl:j/jingyi-zhang', institutions: ['DFKI'] },
            { name: 'Josef van Genabith', institutions: [] },
          ],
        },
      ],
    });
    expect(mentions).toEqual([
      {
        name: 'Jingyi Zhang',
        externalId: 'acl:j/jingyi-zhang',
        workId: 7,
        year: 2021,
        coauthorKeys: ['genabith_j'],
        institutions: ['DFKI'],
        venue: 'ACL',
        topicTokens: ['alignment'],
      },
      {
        name: 'Josef van Genabith',
        externalId: null,
        workId: 7,
        year: 2021,
        coauthorKeys: ['zhang_j'],
        institutions: [],
        venue: 'ACL',
        topicTokens: ['alignment'],
      },
    ]);
  });

  it('does not count a repeated line of the author as a co-author and lists each key once', () => {
    const [first] = buildAuthorMentions({
      works: [
        {
          workId: 1,
          year: null,
          venue: null,
          authors: ['J.S. Albus', 'J.S. Albus', 'A. Meystel', 'Alex Meystel'].map((name) => ({
            name,
            institutions: [],
          })),
        },
      ],
    });
    expect(first?.coauthorKeys).toEqual(['meystel_a']);
    expect(first?.topicTokens).toEqual([]);
  });
});

describe('topicTokensOfText', () => {
  it('keeps folded words of three or more characters once, without stop words', () => {
    expect(
      topicTokensOfText('A Closer Look at Few-Shot Crosslingual Transfer: the Choice of Shots Matters, Señor'),
    ).toEqual(['closer', 'look', 'few', 'shot', 'crosslingual', 'transfer', 'choice', 'shots', 'matters', 'senor']);
  });
});
