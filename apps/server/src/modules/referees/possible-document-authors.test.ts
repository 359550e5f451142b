import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories, useImporterNameKeys } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { documentConflictSide } from './conflict-side';
import { possibleDocumentAuthors, unlinkedDocumentAuthors } from './possible-document-authors';
import type { RefDoc } from './ref-doc.port';
import { buildRefereeCorpus } from './referee-corpus.repository';
import { createRefereesFactsRepository } from './referees-facts.repository';

describe('unlinkedDocumentAuthors', () => {
  it('lists the authors without a corpus profile, by their index', () => {
    const author = (name: string, authorId: number | null) => ({ name, authorId, affiliations: [], orcid: null });
    expect(
      unlinkedDocumentAuthors({
        authors: [author('Mohamed Fnadi', 76512), author(' F. Plumet ', null), author('', null)],
      }),
    ).toEqual([{ index: 1, name: 'F. Plumet' }]);
  });
});

/**
 * Walk 13: the proposal linked "Börje Karlsson", and the split profile "Börje F. Karlsson"
 * was ranked as a candidate. Linked document authors' namesakes are now possible document
 * authors when the evidence says one person, and a common name does not flood the flag.
 */
describeEachDatabase('possible document authors of a linked author', (dialect) => {
  let db: Db;
  const id: Record<string, number> = {};
  let flagged: Map<number, number[]>;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const f = createCorpusFactories({ db });
    const omega = (await f.institution({ name: 'Omega Institute' })).id;
    const microsoft = (await f.institution({ name: 'Microsoft' })).id;
    const baai = (await f.institution({ name: 'Beijing Academy of Artificial Intelligence' })).id;
    const uppsala = (await f.institution({ name: 'Uppsala University' })).id;
    const names: Record<string, string> = {
      wei: 'Wei Wang',
      helper: 'Helper One',
      other: 'Other Person',
      // Namesakes of a common name (six compatible profiles).
      sameLab: 'Wei Wang',
      stranger: 'Wei Wang',
      earlier: 'Wei Wang',
      initial: 'W. Wang',
      coauthor: 'Wei Wang',
      borje: 'Börje Karlsson',
      split: 'Börje F. Karlsson',
      elsewhere: 'Börje Karlsson',
    };
    for (const [key, name] of Object.entries(names)) id[key] = (await f.author({ name })).id;
    const paper = (year: number, authors: Array<[string, number]>) =>
      f.article({ year, authors: authors.map(([who, at]) => ({ authorId: id[who]!, institutionIds: [at] })) });
    await paper(2022, [
      ['wei', omega],
      ['helper', omega],
    ]);
    await paper(2024, [['wei', omega]]);
    // At Omega in the same years, with Wei Wang's co-author: one person, split.
    await paper(2023, [
      ['sameLab', omega],
      ['helper', omega],
    ]);
    // At Omega in the same years, no co-author in common: another Wei Wang of a large institute.
    await paper(2023, [
      ['stranger', omega],
      ['other', omega],
    ]);
    // Wei Wang's co-author, but at Omega years before Wei Wang.
    await paper(2010, [
      ['earlier', omega],
      ['helper', omega],
    ]);
    // An initial is no evidence for a common name, whatever else is shared.
    await paper(2023, [
      ['initial', omega],
      ['helper', omega],
    ]);
    // One person is not their own co-author.
    await paper(2023, [
      ['coauthor', omega],
      ['wei', omega],
      ['helper', omega],
    ]);
    await paper(2021, [['borje', microsoft]]);
    await paper(2024, [['borje', baai]]);
    await paper(2024, [['split', baai]]);
    await paper(2019, [['elsewhere', uppsala]]);
    await useImporterNameKeys(db);
    const person = (name: string, authorId: number, affiliations: string[] = []) => ({
      name,
      affiliations,
      authorId,
      orcid: null,
      matchedBy: 'name_affiliation' as const,
    });
    const doc: RefDoc = {
      kind: 'proposal',
      id: 1,
      title: 'Cross-lingual named entity recognition',
      abstract: '',
      conceptIds: [],
      authors: [person('Wei Wang', id.wei!), person('Börje F. Karlsson', id.borje!, ['Microsoft Research Asia'])],
      corpusArticleIds: [],
      header: {},
    };
    const facts = createRefereesFactsRepository({ db });
    const corpus = await buildRefereeCorpus(db);
    const side = await documentConflictSide({ facts, corpus, doc });
    flagged = await possibleDocumentAuthors({ facts, corpus, doc, side, referenceYear: 2025 });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it('flags the split profile of a rare name that shares the author institution (walk 13)', () => {
    expect(flagged.get(id.split!)).toEqual([1]);
    // The same rare name with nothing in common (another country, years earlier, no co-author).
    expect(flagged.has(id.elsewhere!)).toBe(false);
  });

  it('flags a namesake of a common name only with the same institution in the same years and a co-author in common', () => {
    expect(flagged.get(id.sameLab!)).toEqual([0]);
    for (const key of ['stranger', 'earlier', 'initial', 'coauthor', 'helper', 'other', 'wei', 'borje'])
      expect(flagged.has(id[key]!), key).toBe(false);
    expect([...flagged.keys()].sort((a, b) => a - b)).toEqual([id.sameLab!, id.split!].sort((a, b) => a - b));
  });
});
