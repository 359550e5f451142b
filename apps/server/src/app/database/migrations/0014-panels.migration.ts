import type { DialectMigration } from './helpers';
import { bool, notNull, withId, zero } from './helpers';

/**
 * The panel composer (spec 03, issue 13; docs/panel-composer.md).
 *
 * - `panels`: a panel belongs to an organization. `content_version` counts changes to its
 *   subpanels and documents; the computation records the version it scored
 *   (`computed_version`), the documents in the order of the stored score arrays
 *   (`computed_documents`, JSON) and their vectors (`document_vectors`, Float32 bytes), so
 *   people added later are scored against the same documents. `compute_task_id` is the latest
 *   computation task (its state is the panel's computation state).
 * - `panel_subpanels` (code unique in a panel) and `panel_subpanel_documents` (a proposal or an
 *   article; no foreign key since the kinds live in two tables: a deleted document is skipped).
 * - `panel_compositions`: one base composition per panel (the current members; not editable)
 *   and duplicates of it; `panel_composition_people` with status '' (member), 'candidate'
 *   (added) or 'leaves' (a member removed, kept with its row).
 * - `panel_people`: everyone scored for the panel (the computation's candidates, the members,
 *   people added by id) with their document scores (Float32 bytes in `computed_documents`
 *   order), subpanel scores (JSON by subpanel id) and conflicts of interest with evidence.
 */
export const panelsMigration: DialectMigration = {
  async up(db, dialect) {
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
    await withId(db.schema.createTable('panels'), dialect)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content_version', 'integer', zero)
      .addColumn('computed_version', 'integer')
      .addColumn('computed_at', 'text')
      .addColumn('computed_documents', 'text')
      .addColumn('document_vectors', bytes)
      // The representation model the vectors belong to (a newer model makes the scores stale).
      .addColumn('computed_model_id', 'integer')
      .addColumn('compute_task_id', 'integer', (c) => c.references('tasks.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('panels_organization_idx').on('panels').column('organization_id').execute();

    await withId(db.schema.createTable('panel_subpanels'), dialect)
      .addColumn('panel_id', 'integer', (c) => c.notNull().references('panels.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('position', 'integer', zero)
      .execute();
    await db.schema
      .createIndex('panel_subpanels_panel_code_idx')
      .on('panel_subpanels')
      .columns(['panel_id', 'code'])
      .unique()
      .execute();

    await db.schema
      .createTable('panel_subpanel_documents')
      .addColumn('subpanel_id', 'integer', (c) => c.notNull().references('panel_subpanels.id').onDelete('cascade'))
      // 'proposal' | 'article'
      .addColumn('doc_kind', 'text', notNull)
      .addColumn('doc_id', 'integer', notNull)
      .addColumn('position', 'integer', zero)
      .addPrimaryKeyConstraint('panel_subpanel_documents_pk', ['subpanel_id', 'doc_kind', 'doc_id'])
      .execute();

    await withId(db.schema.createTable('panel_compositions'), dialect)
      .addColumn('panel_id', 'integer', (c) => c.notNull().references('panels.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('is_base', 'integer', bool)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('panel_compositions_panel_idx').on('panel_compositions').column('panel_id').execute();

    await db.schema
      .createTable('panel_composition_people')
      .addColumn('composition_id', 'integer', (c) =>
        c.notNull().references('panel_compositions.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      // '' member | 'candidate' added | 'leaves' a removed member
      .addColumn('status', 'text', notNull)
      .addColumn('position', 'integer', zero)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('panel_composition_people_pk', ['composition_id', 'author_id'])
      .execute();

    await db.schema
      .createTable('panel_people')
      .addColumn('panel_id', 'integer', (c) => c.notNull().references('panels.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      // 'pool' (found by the computation) | 'member' | 'custom' (added by id)
      .addColumn('source', 'text', notNull)
      .addColumn('score', 'double precision', notNull)
      .addColumn('subpanel_scores', 'text', notNull)
      .addColumn('document_scores', bytes, notNull)
      .addColumn('conflicts', 'text', notNull)
      .addColumn('computed_version', 'integer', notNull)
      .addPrimaryKeyConstraint('panel_people_pk', ['panel_id', 'author_id'])
      .execute();
    await db.schema.createIndex('panel_people_score_idx').on('panel_people').columns(['panel_id', 'score']).execute();
  },
};
