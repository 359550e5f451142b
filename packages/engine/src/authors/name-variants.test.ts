import { describe, expect, it } from 'vitest';
import { disambiguateAuthors } from './disambiguate';
import { fixtureCorpus, type FixturePaper } from './authors-corpus.fixture';
import { nameStatisticsOf } from './disambiguation-index';
import { parseAuthorName } from './name-key';
import { mayNameOnePerson, OneEditIndex, oneEditPairs, withinOneEdit } from './name-variants';

type Paper = FixturePaper;

function corpus(papers: Paper[]) {
  return fixtureCorpus(papers, 5000);
}

const ROBOTS = ['robot', 'grasping', 'reinforcement'];

const LAB = ['Chelsea Finn', 'Pieter Abbeel', 'Kate Rakelly', 'Abhishek Gupta'];

// Four papers of one lab under `right`, one under `wrong` with the same co-authors,
// affiliation, venue and topics; each spelling carries its id when given.
function labPapers(right: string, wrong: string, ids: { right?: string; wrong?: string } = {}): Paper[] {
  const person = (name: string, externalId?: string) => ({ name, externalId, institutions: ['UC Berkeley'] });
  const paper = (year: number, author: ReturnType<typeof person>, coauthors: string[]): Paper => ({
    year,
    venue: 'ICRA',
    topics: ROBOTS,
    authors: [author, ...coauthors.map((name) => ({ name, institutions: ['UC Berkeley'] }))],
  });
  return [
    paper(2018, person(right, ids.right), LAB.slice(0, 2)),
    paper(2019, person(right, ids.right), LAB.slice(1, 3)),
    paper(2020, person(right, ids.right), LAB.slice(2, 4)),
    paper(2020, person(right, ids.right), LAB),
    paper(2021, person(wrong, ids.wrong), LAB),
  ];
}

describe('withinOneEdit', () => {
  it('accepts one deletion, insertion, substitution or swap of adjacent letters, and nothing else', () => {
    expect(withinOneEdit('levine', 'levinev')).toBe(true);
    expect(withinOneEdit('alexander', 'alexnder')).toBe(true);
    expect(withinOneEdit('kilian', 'killian')).toBe(true);
    expect(withinOneEdit('schmidt', 'schmitd')).toBe(true);
    expect(withinOneEdit('martin', 'marten')).toBe(true);
    expect(withinOneEdit('martin', 'martin')).toBe(false);
    expect(withinOneEdit('martin', 'mratni')).toBe(false);
    expect(withinOneEdit('levine', 'levinevv')).toBe(false);
  });

  it('finds every pair one edit apart through deletion neighbourhoods, skipping short words', () => {
    const words = ['levine', 'levinev', 'kilian', 'killian', 'wang', 'wan', 'lavine', 'zhang'];
    const found = oneEditPairs(words, 5).map(([a, b]) => `${words[a]}/${words[b]}`);
    expect(found.sort()).toEqual(['kilian/killian', 'levine/lavine', 'levine/levinev']);
  });
});

describe('mayNameOnePerson', () => {
  const may = (a: string, b: string) => mayNameOnePerson(parseAuthorName(a), parseAuthorName(b), 5);
  it('takes compatible names and the misspellings the pass considers', () => {
    expect(may('Sergey Levine', 'S. Levine')).toBe(true);
    expect(may('Sergey Levine', 'Sergey Levinev')).toBe(true);
    expect(may('Alexander Schiftner', 'Alexnder Schiftner')).toBe(true);
  });
  it('refuses other names, short edited words and an edit with incompatible given names', () => {
    expect(may('Sergey Levine', 'Sergey Brin')).toBe(false);
    expect(may('Wei Wang', 'Wei Wan')).toBe(false);
    expect(may('Jonas Kilian', 'Jonah Killian')).toBe(false);
    expect(may('Alexander B. Schiftner', 'Alexnder C. Schiftner')).toBe(false);
  });
});

describe('OneEditIndex', () => {
  it('finds the indexed words one edit from a word, and grows as words are added', () => {
    const index = new OneEditIndex(5);
    index.add(['levine', 'schiftner', 'kilian', 'wang', 'levine']);
    expect(index.neighbours('levinev')).toEqual(['levine']);
    expect(index.neighbours('killian')).toEqual(['kilian']);
    expect(index.neighbours('levine')).toEqual([]);
    expect(index.neighbours('schiftnre')).toEqual(['schiftner']);
    // Short words are neither indexed nor looked up.
    expect(index.neighbours('wan')).toEqual([]);
    expect(index.neighbours('wangs')).toEqual([]);
    index.add(['levinez']);
    expect(index.neighbours('levinev').sort()).toEqual(['levine', 'levinez']);
  });
});

describe('disambiguateAuthors with misspelt names', () => {
  it('joins a misspelt surname that shares co-authors, affiliation and venue with the right one', () => {
    const { mentions, at } = corpus(labPapers('Sergey Levine', 'Sergey Levinev'));
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(4, 0)]).toBe(clusterIds[at(0, 0)]);
    // Without the pass the two spellings stay apart.
    const off = disambiguateAuthors({ mentions, options: { nameVariantThreshold: Infinity } }).clusterIds;
    expect(off[at(4, 0)]).not.toBe(off[at(0, 0)]);
  });

  it('joins a misspelt first name of the same surname on the same evidence', () => {
    const { mentions, at } = corpus(labPapers('Alexander Schiftner', 'Alexnder Schiftner'));
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(4, 0)]).toBe(clusterIds[at(0, 0)]);
  });

  it('keeps names one edit apart apart when nothing but the name links them', () => {
    const { mentions, at } = corpus([
      { year: 2018, venue: 'ICRA', topics: ROBOTS, authors: [{ name: 'Martin Kilian' }, { name: 'Chelsea Finn' }] },
      { year: 2019, venue: 'ICRA', topics: ROBOTS, authors: [{ name: 'Martin Kilian' }, { name: 'Chelsea Finn' }] },
      {
        year: 2021,
        venue: 'ACL',
        topics: ['parsing', 'syntax'],
        authors: [{ name: 'Jane Smith' }, { name: 'Martin Killian', institutions: ['Saarland University'] }],
      },
    ]);
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(0, 0)]).toBe(clusterIds[at(1, 0)]);
    expect(clusterIds[at(2, 1)]).not.toBe(clusterIds[at(0, 0)]);
  });

  it('never takes short names one letter apart for typos, whatever the evidence', () => {
    for (const [right, wrong] of [
      ['Yi Wang', 'Yi Wan'],
      ['Na Chen', 'Na Chan'],
      ['Jian Li', 'Jian Lin'],
      ['Minsu Kim', 'Minsu Kin'],
    ] as const) {
      const { mentions, at } = corpus(labPapers(right, wrong));
      const { clusterIds } = disambiguateAuthors({ mentions });
      expect(clusterIds[at(4, 0)], `${right} / ${wrong}`).not.toBe(clusterIds[at(0, 0)]);
    }
    // The length bound is what keeps them apart: the evidence alone would join them.
    const { mentions, at } = corpus(labPapers('Yi Wang', 'Yi Wan'));
    const loose = { nameVariantMinLength: 3, nameVariantMaxSpread: Infinity };
    const { clusterIds } = disambiguateAuthors({ mentions, options: loose });
    expect(clusterIds[at(4, 0)]).toBe(clusterIds[at(0, 0)]);
  });

  it('weighs shared co-authors against the corpus when the mentions are a sample of it (an import batch)', () => {
    // The five lab papers alone: every co-author is on most of the sample's papers, so the
    // sample's own rates make each shared co-author worth little and the misspelling stays apart.
    const { mentions, at } = corpus(labPapers('Sergey Levine', 'Sergey Levinev'));
    const sample = mentions.slice(0, 5 * 4);
    const apart = disambiguateAuthors({ mentions: sample }).clusterIds;
    expect(apart[at(4, 0)]).not.toBe(apart[at(0, 0)]);
    // The population of the whole corpus (the sample and its 5,000 background papers) gives the
    // co-author keys their corpus rates: the misspelling joins, as it does in the whole corpus.
    const whole = mentions.length;
    const linesOf = new Map<string, number>();
    for (const m of mentions) for (const key of m.coauthorKeys) linesOf.set(key, (linesOf.get(key) ?? 0) + 1);
    const population = {
      ...nameStatisticsOf(sample.map((m) => ({ parsed: parseAuthorName(m.name), mentions: 1 }))),
      blockFirstNames: () => [],
      formMentions: () => new Map<string, number>(),
    };
    const withRates = { ...population, coauthorRate: (key: string) => (linesOf.get(key) ?? 0) / whole };
    const joined = disambiguateAuthors({ mentions: sample, population: withRates }).clusterIds;
    expect(joined[at(4, 0)]).toBe(joined[at(0, 0)]);
    // The rates are what joins them: the same population without them keeps the two apart.
    const without = disambiguateAuthors({ mentions: sample, population }).clusterIds;
    expect(without[at(4, 0)]).not.toBe(without[at(0, 0)]);
  });

  it('never joins two ids of one source, however strong the evidence', () => {
    const { mentions, at } = corpus(
      labPapers('Sergey Levine', 'Sergey Levinev', { right: 'openreview:~A1', wrong: 'openreview:~B1' }),
    );
    const { clusterIds } = disambiguateAuthors({ mentions });
    expect(clusterIds[at(4, 0)]).not.toBe(clusterIds[at(0, 0)]);
  });
});
