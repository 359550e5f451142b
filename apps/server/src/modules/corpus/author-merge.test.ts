import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../app/database/kysely';
import { authorExternalIdsMigration } from '../../app/database/migrations/0018-author-external-ids.migration';
import { silentProgress } from '../../app/progress';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createAuthorMergeRepository } from './author-merge.repository';
import { mergeCrossSourceAuthors } from './author-merge.usecases';
import { STAT_VERSION } from './corpus.repository';
import { importWorks } from './works-import.usecases';

interface Line {
  name: string;
  id?: string;
  inst?: string;
}

let serial = 0;
function work({ year, venue, title, authors }: { year: number; venue: string; title: string; authors: Line[] }) {
  serial++;
  return JSON.stringify({
    id: `https://openalex.org/W${serial}`,
    title,
    publication_year: year,
    cited_by_count: serial % 7,
    primary_location: { source: { display_name: venue, type: 'conference' } },
    authorships: authors.map((a, i) => ({
      author_position: i === 0 ? 'first' : 'middle',
      author: { display_name: a.name, ...(a.id ? { id: a.id } : {}) },
      raw_author_name: a.name,
      institutions: a.inst ? [{ display_name: a.inst, country_code: 'PT' }] : [],
    })),
  });
}

// Unrelated works by other people: shared co-authors and a lab are rare in a real corpus, and
// disambiguation weighs them by how rare they are.
function background(): string[] {
  return Array.from({ length: 300 }, (_, i) =>
    work({
      year: 2000 + (i % 20),
      venue: `Venue ${i % 7}`,
      title: `Study ${i} of topic${i % 50}`,
      authors: [
        { name: `Filler${i} Person`, inst: `Institute ${i % 40}` },
        { name: `Other${i} Writer`, inst: `Institute ${(i + 3) % 40}` },
      ],
    }),
  );
}

// Ana Costa's robotics papers with her lab and co-authors, under the id a venue gives her.
function anaPapers(id: string, years: number[], venue: string): string[] {
  return years.map((year) =>
    work({
      year,
      venue,
      title: `Tactile grasping with soft robot hands ${year}`,
      authors: [
        { name: 'Ana Costa', id, inst: 'Lisbon Robotics Lab' },
        { name: 'Rui Lima', inst: 'Lisbon Robotics Lab' },
        { name: 'Eva Nunes' },
      ],
    }),
  );
}

describeEachDatabase('authors under ids of several sources', (dialect) => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-merge-'));
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Every file brings unrelated works too: evidence is weighed by how rare it is among the
  // mentions clustered together, and a real batch holds a thousand works.
  async function importLines(name: string, lines: string[]): Promise<void> {
    const file = join(dir, name);
    writeFileSync(file, `${[...background(), ...lines].join('\n')}\n`);
    await importWorks({ db, files: [file], progress: silentProgress, gender: null });
  }

  const authorsNamed = (name: string) =>
    db.kysely.selectFrom('authors').selectAll().where('name', '=', name).orderBy('id').execute();
  const idsOf = async (authorId: number) =>
    (
      await db.kysely
        .selectFrom('authorExternalIds')
        .select('externalId')
        .where('authorId', '=', authorId)
        .orderBy('externalId')
        .execute()
    ).map((r) => r.externalId);

  it('gives every author of a database imported before migration 0018 its source id', async () => {
    const k = db.kysely;
    await k.schema.dropTable('author_external_ids').execute();
    await k
      .insertInto('authors')
      .values([
        {
          name: 'Ana Costa',
          nameKey: 'costa_a',
          externalId: 'openreview:~Ana_Costa1',
          gender: null,
          manualGender: null,
        },
        { name: 'Rui Lima', nameKey: 'lima_r', externalId: 'ieee:37', gender: null, manualGender: null },
        { name: 'Eva Nunes', nameKey: 'nunes_e', externalId: null, gender: null, manualGender: null },
      ])
      .execute();
    await authorExternalIdsMigration.up(k, dialect);
    const rows = await k
      .selectFrom('authorExternalIds')
      .innerJoin('authors', 'authors.id', 'authorExternalIds.authorId')
      .select(['authors.name', 'authorExternalIds.externalId', 'authorExternalIds.source'])
      .orderBy('authors.name')
      .execute();
    expect(rows).toEqual([
      { name: 'Ana Costa', externalId: 'openreview:~Ana_Costa1', source: 'openreview' },
      { name: 'Rui Lima', externalId: 'ieee:37', source: 'ieee' },
    ]);
  });

  it('links a new id of another source to the stored person on evidence, and any of its ids finds that person later', async () => {
    await importLines('a.jsonl', [...anaPapers('openreview:~Ana_Costa1', [2019, 2020], 'ICLR')]);
    await importLines('b.jsonl', anaPapers('ieee:37', [2021, 2022], 'ICRA'));
    let [ana, ...others] = await authorsNamed('Ana Costa');
    expect(others).toEqual([]);
    expect(ana!.articlesCount).toBe(4);
    expect(await idsOf(ana!.id)).toEqual(['ieee:37', 'openreview:~Ana_Costa1']);

    await importLines('c.jsonl', anaPapers('ieee:37', [2023], 'IROS'));
    [ana, ...others] = await authorsNamed('Ana Costa');
    expect(others).toEqual([]);
    expect(ana!.articlesCount).toBe(5);
  });

  it('keeps two ids of one source apart however much they share, and ids of two sources apart without evidence', async () => {
    await importLines('a.jsonl', [...anaPapers('openreview:~Ana_Costa1', [2019, 2020], 'ICLR')]);
    await importLines('b.jsonl', [
      ...anaPapers('openreview:~Ana_Costa2', [2021], 'ICLR'),
      work({
        year: 2005,
        venue: 'ACL',
        title: 'Parsing Portuguese morphology',
        authors: [{ name: 'Ana Costa', id: 'acl:ana-costa', inst: 'Porto Linguistics' }, { name: 'Jo Silva' }],
      }),
    ]);
    const anas = await authorsNamed('Ana Costa');
    expect(anas).toHaveLength(3);
    expect(await Promise.all(anas.map((a) => idsOf(a.id)))).toEqual([
      ['openreview:~Ana_Costa1'],
      ['openreview:~Ana_Costa2'],
      ['acl:ana-costa'],
    ]);
  });

  it('shows the fuller of the two names on the merged profile, with the gender read from it', async () => {
    const k = db.kysely;
    const insert = (name: string, gender: number | null) =>
      k
        .insertInto('authors')
        .values({ name, nameKey: 'asfour_t', externalId: null, gender, manualGender: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    const repo = createAuthorMergeRepository({ db });
    // The survivor (most articles) holds the short form: it takes the written-out name.
    const short = await insert('T. Asfour', null);
    const full = await insert('Tamim Asfour', 1);
    await repo.mergeInto({ from: full.id, to: short.id });
    expect(await k.selectFrom('authors').select(['name', 'gender']).where('id', '=', short.id).execute()).toEqual([
      { name: 'Tamim Asfour', gender: 1 },
    ]);
    // A survivor with the fuller name keeps it.
    const initial = await insert('T. Asfour', null);
    await repo.mergeInto({ from: initial.id, to: short.id });
    expect(await k.selectFrom('authors').select('name').where('id', '=', short.id).execute()).toEqual([
      { name: 'Tamim Asfour' },
    ]);
  });

  it('merges the profiles of one person imported before the link, moving everything that names them', async () => {
    await importLines('a.jsonl', [
      ...anaPapers('openreview:~Ana_Costa1', [2019, 2020, 2021], 'ICLR'),
      ...anaPapers('ieee:37', [2022, 2023], 'ICRA'),
      work({
        year: 2024,
        venue: 'ICLR',
        title: 'Video transformers for action recognition',
        authors: [{ name: 'Ana Costa', id: 'openreview:~Ana_Costa2', inst: 'Porto Vision Lab' }, { name: 'Jo Silva' }],
      }),
    ]);
    const k = db.kysely;
    const holderOf = async (externalId: string) =>
      (
        await k
          .selectFrom('authorExternalIds')
          .select('authorId')
          .where('externalId', '=', externalId)
          .executeTakeFirstOrThrow()
      ).authorId;
    const survivorId = await holderOf('openreview:~Ana_Costa1');
    const otherId = await holderOf('openreview:~Ana_Costa2');
    expect(await holderOf('ieee:37')).toBe(survivorId);
    const survivor = await k.selectFrom('authors').selectAll().where('id', '=', survivorId).executeTakeFirstOrThrow();
    // A database imported before cross-source links: the IEEE id is a profile of its own.
    await k.updateTable('authors').set({ externalId: 'openreview:~Ana_Costa1' }).where('id', '=', survivorId).execute();
    const split = await k
      .insertInto('authors')
      .values({ name: 'Ana Costa', nameKey: survivor.nameKey, externalId: 'ieee:37', gender: null, manualGender: 40 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ieeeArticles = await k
      .selectFrom('authorships')
      .innerJoin('articles', 'articles.id', 'authorships.articleId')
      .select('authorships.articleId')
      .where('authorships.authorId', '=', survivorId)
      .where('articles.year', 'in', [2022, 2023])
      .execute();
    expect(ieeeArticles).toHaveLength(2);
    await k
      .updateTable('authorships')
      .set({ authorId: split.id })
      .where('authorId', '=', survivorId)
      .where(
        'articleId',
        'in',
        ieeeArticles.map((r) => r.articleId),
      )
      .execute();
    await k.updateTable('authorExternalIds').set({ authorId: split.id }).where('externalId', '=', 'ieee:37').execute();
    // And one paper under a profile of the importer's own clustering (no id).
    const nameOnly = await k
      .insertInto('authors')
      .values({ name: 'Ana Costa', nameKey: survivor.nameKey, externalId: null, gender: null, manualGender: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await k
      .selectFrom('authorships')
      .innerJoin('articles', 'articles.id', 'authorships.articleId')
      .select('authorships.articleId')
      .where('authorships.authorId', '=', survivorId)
      .where('articles.year', '=', 2019)
      .executeTakeFirstOrThrow();
    await k
      .updateTable('authorships')
      .set({ authorId: nameOnly.id })
      .where('authorId', '=', survivorId)
      .where('articleId', '=', first.articleId)
      .execute();
    // Marks, memberships and links of both profiles, one of them on both (kept once).
    const now = new Date().toISOString();
    const user = await k
      .insertInto('users')
      .values({
        email: 'ana@example.org',
        passwordHash: 'x',
        isSuperuser: 0,
        isActive: 1,
        authorId: split.id,
        canManageCollections: 0,
        showChangelogLink: 0,
        trialExpiresAt: null,
        dateJoined: now,
        lastLoginAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await k
      .insertInto('authorsGroups')
      .values({ ownerId: user.id, organizationId: null, displayName: 'Robotics', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const authorId of [survivorId, split.id]) {
      await k
        .insertInto('authorsGroupMembers')
        .values({
          groupId: group.id,
          authorId,
          foundName: 'Ana Costa',
          foundOrcid: null,
          source: 'search',
          addedAt: now,
        })
        .execute();
    }
    const folder = await k
      .insertInto('folders')
      .values({ organizationId: null, personalOwnerId: user.id, name: 'Calls', createdBy: user.id, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const proposal = await k
      .insertInto('proposals')
      .values({
        folderId: folder.id,
        title: 'Soft hands',
        abstract: 'Grasping',
        attributes: '[]',
        authors: JSON.stringify([{ name: 'Ana Costa', affiliations: [], authorId: split.id, orcid: null }]),
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k
      .insertInto('refereeMarks')
      .values({ proposalId: proposal.id, authorId: split.id, score: 0.8, markedBy: user.id, markedAt: now })
      .execute();
    const versionBefore = await corpusVersion(db);

    const report = await mergeCrossSourceAuthors({ db, progress: silentProgress });

    expect(report.merges).toEqual([{ survivor: survivorId, merged: [split.id, nameOnly.id] }]);
    const anas = await authorsNamed('Ana Costa');
    expect(anas.map((a) => a.id).sort()).toEqual([survivorId, otherId].sort());
    const merged = anas.find((a) => a.id === survivorId)!;
    expect(merged.articlesCount).toBe(5);
    expect(merged.manualGender).toBe(40);
    expect(await idsOf(survivorId)).toEqual(['ieee:37', 'openreview:~Ana_Costa1']);
    expect(await idsOf(otherId)).toEqual(['openreview:~Ana_Costa2']);
    const user2 = await k.selectFrom('users').select('authorId').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(user2.authorId).toBe(survivorId);
    const members = await k
      .selectFrom('authorsGroupMembers')
      .select('authorId')
      .where('groupId', '=', group.id)
      .execute();
    expect(members.map((m) => m.authorId)).toEqual([survivorId]);
    const marks = await k.selectFrom('refereeMarks').select(['authorId', 'score']).execute();
    expect(marks).toEqual([{ authorId: survivorId, score: 0.8 }]);
    const stored = await k
      .selectFrom('proposals')
      .select('authors')
      .where('id', '=', proposal.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.authors)[0].authorId).toBe(survivorId);
    expect(await corpusVersion(db)).toBeGreaterThan(versionBefore);

    // A merged corpus gives nothing more to merge.
    expect((await mergeCrossSourceAuthors({ db, progress: silentProgress })).groupsMerged).toBe(0);
  });
});

async function corpusVersion(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('corpusStats')
    .select('value')
    .where('key', '=', STAT_VERSION)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}
