import { describe, expect, it } from 'vitest';
import { disambiguateAuthors, scoreIdPairs } from './disambiguate';
import {
  background,
  fixtureCorpus,
  type FixturePaper,
  type FixturePaperAuthor as PaperAuthor,
} from './authors-corpus.fixture';
import type { AuthorMention } from './disambiguation-index';
import { buildAuthorMentions, type WorkForMentions } from './mentions';

function corpus(papers: FixturePaper[]) {
  return fixtureCorpus(papers, 300);
}

// The name alone never suffices here, as for "Wei Wang" in a real corpus.
const AMBIGUOUS = { fullNameBonus: 0, initialBonus: 0 };

describe('disambiguateAuthors', () => {
  it('keeps two people with one name apart by co-authors and institutions, and joins each one', () => {
    const robotics = { name: 'Wei Wang', institutions: ['Tsinghua University'] };
    const nlp = { name: 'Wei Wang', institutions: ['MIT'] };
    const { mentions, at } = corpus([
      { year: 2018, venue: 'ICRA', authors: [robotics, { name: 'Na Li' }, { name: 'Bo Chen' }] },
      { year: 2019, venue: 'IROS', authors: [{ name: 'Na Li' }, robotics] },
      { year: 2018, venue: 'ACL', authors: [nlp, { name: 'Jane Smith' }] },
      { year: 2020, venue: 'NAACL', authors: [{ name: 'Jane Smith' }, { name: 'Kim Brown' }, nlp] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 1)]);
    expect(clusterIds[at(2, 0)]).toBe(clusterIds[at(3, 2)]);
    expect(clusterIds[at(0, 0)]).not.toBe(clusterIds[at(2, 0)]);
    // Na Li of both robotics papers is one person too.
    expect(clusterIds[at(0, 1)]).toBe(clusterIds[at(1, 0)]);
  });

  it('does not join one name on papers that share nothing when the name is ambiguous', () => {
    const { mentions, at } = corpus([
      { year: 2018, venue: 'ICRA', authors: [{ name: 'Wei Wang' }, { name: 'Na Li' }] },
      { year: 2018, venue: 'ACL', authors: [{ name: 'Wei Wang' }, { name: 'Jane Smith' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).not.toBe(clusterIds[at(1, 0)]);
  });

  it('joins a rare full name on its papers even without shared evidence', () => {
    const { mentions, at } = corpus([
      { year: 2010, venue: 'ACL', authors: [{ name: 'Hinrich Schütze' }, { name: 'Ann Other' }] },
      { year: 2021, venue: 'EMNLP', authors: [{ name: 'Hinrich Schuetze' }, { name: 'Bob Else' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
  });

  it('brings name variants of one person together but never John A. with John B.', () => {
    const { mentions, at } = corpus([
      { year: 2001, venue: 'ICRA', authors: [{ name: 'J. Smith' }, { name: 'Mary Jones' }] },
      { year: 2005, venue: 'ICRA', authors: [{ name: 'John Smith' }, { name: 'Mary Jones' }] },
      { year: 2009, venue: 'IROS', authors: [{ name: 'John A. Smith' }, { name: 'Mary Jones' }] },
      { year: 2009, venue: 'IROS', authors: [{ name: 'John B. Smith' }, { name: 'Mary Jones' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    const a = clusterIds[at(0, 0)];
    expect(clusterIds[at(1, 0)]).toBe(a);
    expect(clusterIds[at(2, 0)]).toBe(a);
    expect(clusterIds[at(3, 0)]).not.toBe(a);
  });

  it('keeps incompatible first names apart however much they share', () => {
    const lab = ['Tsinghua University'];
    const { mentions, at } = corpus([
      { year: 2020, venue: 'CVPR', authors: [{ name: 'Yu Wang', institutions: lab }, { name: 'Na Li' }] },
      { year: 2020, venue: 'CVPR', authors: [{ name: 'Yi Wang', institutions: lab }, { name: 'Na Li' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(0, 0)]).not.toBe(clusterIds[at(1, 0)]);
  });

  it('puts one externalId in one cluster and never merges two ids of one source', () => {
    const shared = ['Same Lab'];
    const { mentions, at } = corpus([
      { year: 2001, venue: 'A', authors: [{ name: 'Ana Costa', externalId: 'x:1' }] },
      { year: 2019, venue: 'B', authors: [{ name: 'A. Costa', externalId: 'x:1' }] },
      {
        year: 2010,
        venue: 'C',
        authors: [{ name: 'Ana Costa', externalId: 'x:2', institutions: shared }, { name: 'Rui Lima' }],
      },
      {
        year: 2010,
        venue: 'C',
        authors: [{ name: 'Ana Costa', externalId: 'x:3', institutions: shared }, { name: 'Rui Lima' }],
      },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
    expect(clusterIds[at(2, 0)]).not.toBe(clusterIds[at(3, 0)]);
  });

  // One person's papers at two venues that publish ids of their own (OpenReview, IEEE).
  const crossSource = (second: PaperAuthor, evidence: boolean) =>
    corpus([
      {
        year: 2019,
        venue: evidence ? 'ICRA' : 'ICLR',
        topics: evidence ? ['grasping', 'robot'] : ['language'],
        authors: [
          { name: 'Ana Costa', externalId: 'openreview:~Ana_Costa1', institutions: evidence ? ['Same Lab'] : [] },
          { name: evidence ? 'Rui Lima' : 'Jo Silva' },
        ],
      },
      {
        year: 2020,
        venue: 'ICRA',
        topics: ['grasping', 'robot'],
        authors: [second, { name: 'Rui Lima' }, { name: 'Eva Nunes' }],
      },
    ]);

  it('links ids of two sources when the evidence reaches the id threshold', () => {
    const { mentions, at } = crossSource(
      { name: 'Ana Costa', externalId: 'ieee:37', institutions: ['Same Lab'] },
      true,
    );
    const { clusterIds } = disambiguateAuthors({ mentions, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
    // The same pair of one source stays apart: that source says they are two people.
    const sameSource = crossSource(
      { name: 'Ana Costa', externalId: 'openreview:~Ana_Costa2', institutions: ['Same Lab'] },
      true,
    );
    const apart = disambiguateAuthors({ mentions: sameSource.mentions, options: AMBIGUOUS }).clusterIds;
    expect(apart[sameSource.at(0, 0)]).not.toBe(apart[sameSource.at(1, 0)]);
  });

  it('does not link ids of two sources without evidence, nor below the id threshold', () => {
    const bare = crossSource({ name: 'Ana Costa', externalId: 'ieee:37' }, false);
    const apart = disambiguateAuthors({ mentions: bare.mentions, options: AMBIGUOUS }).clusterIds;
    expect(apart[bare.at(0, 0)]).not.toBe(apart[bare.at(1, 0)]);
    // Evidence that would join a name-only mention is not enough between two ids.
    const strong = crossSource({ name: 'Ana Costa', externalId: 'ieee:37', institutions: ['Same Lab'] }, true);
    const high = disambiguateAuthors({ mentions: strong.mentions, options: { ...AMBIGUOUS, idThreshold: 40 } });
    expect(high.clusterIds[strong.at(0, 0)]).not.toBe(high.clusterIds[strong.at(1, 0)]);
  });

  it('never joins two ids of one source through an id of another source or a linked id', () => {
    const lab = ['Same Lab'];
    const paper = (author: PaperAuthor, year: number) => ({
      year,
      venue: 'ICRA',
      topics: ['grasping', 'robot'],
      authors: [{ ...author, institutions: lab }, { name: 'Rui Lima' }, { name: 'Eva Nunes' }],
    });
    const { mentions, at } = corpus([
      paper({ name: 'Ana Costa', externalId: 'openreview:~Ana_Costa1' }, 2019),
      paper({ name: 'Ana Costa', externalId: 'ieee:37' }, 2020),
      paper({ name: 'Ana Costa', externalId: 'openreview:~Ana_Costa2' }, 2021),
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).not.toBe(clusterIds[at(2, 0)]);
    expect([clusterIds[at(0, 0)], clusterIds[at(2, 0)]]).toContain(clusterIds[at(1, 0)]);
    // A stored author already holding an IEEE id never takes a second one.
    const linked = mentions.map((m, i) =>
      i === at(0, 0)
        ? { ...m, externalId: 'db:5', linkedIds: ['ieee:12'] }
        : i === at(2, 0)
          ? { ...m, externalId: null }
          : m,
    );
    const result = disambiguateAuthors({ mentions: linked, options: AMBIGUOUS }).clusterIds;
    expect(result[at(0, 0)]).not.toBe(result[at(1, 0)]);
  });

  it('puts mentions sharing a linked id in one cluster', () => {
    const { mentions, at } = corpus([
      { year: 2001, venue: 'A', authors: [{ name: 'Ana Costa', externalId: 'db:5' }] },
      { year: 2019, venue: 'B', authors: [{ name: 'A. Costa', externalId: 'ieee:37' }] },
    ]);
    const linked = mentions.map((m, i) => (i === at(0, 0) ? { ...m, linkedIds: ['ieee:37'] } : m));
    const { clusterIds } = disambiguateAuthors({ mentions: linked, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
  });

  it('scores pairs of id clusters of any sources for measurement, leaving out incompatible names', () => {
    const { mentions } = crossSource({ name: 'Ana Costa', externalId: 'openreview:~Ana_Costa2' }, true);
    const withBen = [
      ...mentions,
      { ...mentions[0]!, name: 'Ben Costa', externalId: 'openreview:~Ben_Costa1', workId: 99 },
    ];
    const pairs = scoreIdPairs({ mentions: withBen, options: AMBIGUOUS, accept: () => true });
    expect(pairs.map((p) => [p.a, p.b].sort())).toEqual([['openreview:~Ana_Costa1', 'openreview:~Ana_Costa2']]);
    expect(pairs[0]!.score).toBeGreaterThan(pairs[0]!.namePart);
  });

  it('attaches a name-only mention to an anchored cluster on strong evidence', () => {
    const lab = ['Saarland University'];
    const { mentions, at } = corpus([
      {
        year: 2015,
        venue: 'ACL',
        authors: [{ name: 'Josef van Genabith', externalId: 'acl:jvg', institutions: lab }, { name: 'Jingyi Zhang' }],
      },
      { year: 2016, venue: 'ACL', authors: [{ name: 'J. van Genabith', institutions: lab }, { name: 'Jingyi Zhang' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions, options: AMBIGUOUS });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
  });

  it('never merges two different names of one work but merges a repeated author line', () => {
    const { mentions, at } = corpus([
      { year: 2020, venue: 'ICRA', authors: [{ name: 'Y. Wang' }, { name: 'Yi Wang' }, { name: 'Yi Wang' }] },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(0, 0)]).not.toBe(clusterIds[at(0, 1)]);
    expect(clusterIds[at(0, 1)]).toBe(clusterIds[at(0, 2)]);
  });

  it('numbers clusters by first appearance, aligned with the input', () => {
    const mention = (name: string, workId: number): AuthorMention => ({
      name,
      workId,
      year: 2020,
      coauthorKeys: [],
      institutions: [],
      venue: null,
    });
    const result = disambiguateAuthors({
      mentions: [
        mention('Zed Alpha', 1),
        mention('Quinn Beta', 2),
        mention('Zed Alpha', 3),
        mention('', 4),
        mention('', 5),
      ],
    });
    expect([...result.clusterIds]).toEqual([0, 1, 0, 2, 3]);
    expect(result.clusterCount).toBe(4);
    expect(disambiguateAuthors({ mentions: [] })).toEqual({ clusterIds: new Int32Array(0), clusterCount: 0 });
  });
});

describe('disambiguateAuthors: co-author keys of id links weighed by how common they are', () => {
  // Two "Wei Wang" ids of two sources, each on one paper with one co-author; the corpus has
  // many people whose key is "wang_z" (Zhe, Zhi, Zhen Wang...) and one Xiaoming Zhao.
  function idPair(coauthorOf: (side: number) => string): AuthorMention[] {
    const works: WorkForMentions[] = [
      { workId: 0, year: 2019, venue: 'ACL', topicTokens: ['parsing'], authors: [] },
      { workId: 1, year: 2019, venue: 'ICRA', topicTokens: ['grasping'], authors: [] },
    ].map((w, side) => ({
      ...w,
      authors: [
        { name: 'Wei Wang', externalId: side === 0 ? 'acl:wei-wang' : 'ieee:37', institutions: [] },
        { name: coauthorOf(side), institutions: [] },
      ],
    }));
    const zNames = ['Zhe', 'Zhi', 'Zhen', 'Zhong', 'Zihan', 'Zeyu', 'Ziyi', 'Zhou'];
    const common = Array.from({ length: 40 }, (_, i) => ({
      workId: 5_000 + i,
      year: 2010 + (i % 10),
      venue: `Venue ${i % 7}`,
      topicTokens: [`topic${i % 50}`],
      authors: [
        { name: `${zNames[i % zNames.length]} Wang`, institutions: [] },
        { name: `Coauthor${i} Person`, institutions: [] },
      ],
    }));
    return buildAuthorMentions({ works: [...works, ...common, ...background(1000)] });
  }

  it('does not join two same-name ids of different sources that share only a very common co-author key', () => {
    // "Zhe Wang" on one paper, "Zhen Wang" on the other: one key, wang_z, held by many people.
    const mentions = idPair((side) => (side === 0 ? 'Zhe Wang' : 'Zhen Wang'));
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[0]).not.toBe(clusterIds[2]);
    // Weighed only by its rate in the name block (as before), the common key joined them.
    const old = disambiguateAuthors({ mentions, options: { idCoauthorCorpusFloor: 0 } }).clusterIds;
    expect(old[0]).toBe(old[2]);
  });

  it('still joins them when the shared co-author key is rare', () => {
    const mentions = idPair(() => 'Xiaoming Zhao');
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[0]).toBe(clusterIds[2]);
  });

  it('weighs co-authors of name-only links as before', () => {
    // The same common key between two name-only mentions: the id-link floor does not apply.
    const mentions = idPair((side) => (side === 0 ? 'Zhe Wang' : 'Zhen Wang')).map((m) => ({ ...m, externalId: null }));
    const floored = disambiguateAuthors({ mentions }).clusterIds;
    const plain = disambiguateAuthors({ mentions, options: { idCoauthorCorpusFloor: 0 } }).clusterIds;
    expect(floored[0] === floored[2]).toBe(plain[0] === plain[2]);
  });
});
