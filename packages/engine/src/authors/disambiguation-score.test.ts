import { describe, expect, it } from 'vitest';
import { indexMentions, type AuthorMention } from './disambiguation-index';
import { mentionProfile, mergeProfiles, profileOf, type Profile } from './disambiguation-score';

const mention = (over: Partial<AuthorMention> & { name: string }): AuthorMention => ({
  year: null,
  coauthorKeys: [],
  institutions: [],
  topicTokens: [],
  venue: null,
  ...over,
});

function plain(p: Profile) {
  return {
    ...p,
    ids: [...p.ids],
    idSources: [...p.idSources],
    works: [...p.works],
    coauthors: [...p.coauthors],
    institutions: [...p.institutions],
    topics: [...p.topics],
    venues: [...p.venues],
  };
}

describe('profileOf', () => {
  const index = indexMentions([
    mention({
      name: 'J. Smith',
      workId: 3,
      year: 2012,
      externalId: 'orcid:1',
      coauthorKeys: ['lee_k', 'park_j'],
      institutions: ['MIT'],
      topicTokens: ['graph', 'cut'],
      venue: 'CVPR',
    }),
    mention({ name: 'John Smith', workId: 1, year: null, coauthorKeys: ['lee_k'], topicTokens: ['graph'] }),
    mention({
      name: 'J. A. Smith',
      workId: 3,
      year: 2008,
      externalId: 'openreview:~John_Smith1',
      institutions: ['MIT', 'Stanford'],
      venue: 'ICCV',
    }),
    mention({ name: 'John Smith', workId: 7, year: 2020, coauthorKeys: ['wu_x'], topicTokens: ['cut', 'flow'] }),
  ]);

  it('equals folding the mention profiles one by one', () => {
    const members = [0, 1, 2, 3];
    const folded = mentionProfile(index, members[0]!);
    for (const i of members.slice(1)) mergeProfiles(folded, mentionProfile(index, i));
    const gathered = profileOf(index, members);
    expect(plain(gathered)).toEqual(plain(folded));
    expect(gathered.size).toBe(4);
    expect([gathered.yearMin, gathered.yearMax]).toEqual([2008, 2020]);
    expect(gathered.works.length).toBe(3);
    expect(gathered.ids.length).toBe(2);
    expect(gathered.given).toEqual(['john', 'a']);
  });

  it('is the mention profile for one mention, and the fold for any subset', () => {
    expect(plain(profileOf(index, [1]))).toEqual(plain(mentionProfile(index, 1)));
    const folded = mentionProfile(index, 3);
    mergeProfiles(folded, mentionProfile(index, 1));
    expect(plain(profileOf(index, [3, 1]))).toEqual(plain(folded));
  });
});
