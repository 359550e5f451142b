import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * Referees marked on a proposal (spec 03: "mark candidates as referees (proposals only)"):
 * one row per proposal and author, with the candidate's score when it was marked and who
 * marked it. Marks belong to the proposal, so every folder member sees the same ones; they
 * go with the proposal and the author, and outlive the account that made them.
 */
export const refereeMarksMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('referee_marks'), dialect)
      .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      .addColumn('score', 'double precision', notNull)
      .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('marked_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('referee_marks_proposal_author_idx')
      .on('referee_marks')
      .columns(['proposal_id', 'author_id'])
      .unique()
      .execute();
    // The folder's marks page lists one author's marks.
    await db.schema.createIndex('referee_marks_author_idx').on('referee_marks').column('author_id').execute();
  },
};
