import type { DialectMigration } from './helpers';
import { bool, notNull, withId, zero } from './helpers';

/**
 * The jobs board (spec 04, issue 15; README "Jobs board").
 *
 * - `vacancies`: a vacancy of its owner (the employer), draft or published; `requirements` is a
 *   JSON list of the files applicants must attach; `payment_requested_at` is set when the
 *   publication fee's payment request was e-mailed.
 * - `vacancy_selection`: the authors, articles and concepts the employer selected (kind
 *   'author' | 'article' | 'concept'), in order; candidates never see them.
 * - `vacancy_committee`: the users the owner appointed, and whether each is an equality officer.
 * - `job_applications`: one per applicant and vacancy. `user_id` is the applicant's account; a
 *   preliminary applicant (added by the employer from the referee finder) has neither account
 *   nor e-mail. `author_id` links the applicant to their corpus author profile.
 * - `job_application_files`: one stored file per requirement (`format_type`), its bytes under a
 *   generated name outside the web root.
 * - `job_votes`, `job_comments`: at most one of each per committee user and applicant.
 * - `vacancy_tags` (unique names per vacancy, case-insensitively; autotag marks hiring topics)
 *   and `job_applicant_tags`.
 * - `job_recommendations`: one per reference (recommender) of an application, keyed by the
 *   claims module's `advisors` row: when its request e-mail falls due and was sent, and the
 *   uploaded letter (stored like application files; the applicant never reads it).
 */
export const jobPostingsMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('vacancies'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('description_markdown', 'text', notNull)
      .addColumn('start_info', 'text', notNull)
      .addColumn('duration', 'text', notNull)
      .addColumn('date_deadline', 'text', notNull)
      .addColumn('affiliation', 'text', notNull)
      .addColumn('info_email', 'text', notNull)
      .addColumn('requirements', 'text', notNull)
      .addColumn('is_advisors_required', 'integer', bool)
      .addColumn('text', 'text', notNull)
      // 'draft' | 'published'
      .addColumn('status', 'text', notNull)
      .addColumn('published_at', 'text')
      .addColumn('payment_requested_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('vacancies_owner_idx').on('vacancies').column('owner_id').execute();
    await db.schema
      .createIndex('vacancies_status_deadline_idx')
      .on('vacancies')
      .columns(['status', 'date_deadline'])
      .execute();

    await db.schema
      .createTable('vacancy_selection')
      .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
      .addColumn('kind', 'text', notNull)
      .addColumn('ref_id', 'integer', notNull)
      .addColumn('position', 'integer', zero)
      .addPrimaryKeyConstraint('vacancy_selection_pk', ['vacancy_id', 'kind', 'ref_id'])
      .execute();
    await db.schema
      .createIndex('vacancy_selection_ref_idx')
      .on('vacancy_selection')
      .columns(['kind', 'ref_id'])
      .execute();

    await db.schema
      .createTable('vacancy_committee')
      .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('is_equality_officer', 'integer', bool)
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('vacancy_committee_pk', ['vacancy_id', 'user_id'])
      .execute();
    await db.schema.createIndex('vacancy_committee_user_idx').on('vacancy_committee').column('user_id').execute();

    await withId(db.schema.createTable('job_applications'), dialect)
      .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text')
      .addColumn('author_id', 'integer', (c) => c.references('authors.id').onDelete('set null'))
      .addColumn('phd_award_date', 'text')
      .addColumn('is_emailed', 'integer', bool)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('job_applications_vacancy_user_idx')
      .on('job_applications')
      .columns(['vacancy_id', 'user_id'])
      .unique()
      .execute();
    await db.schema.createIndex('job_applications_user_idx').on('job_applications').column('user_id').execute();

    await withId(db.schema.createTable('job_application_files'), dialect)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('job_applications.id').onDelete('cascade'))
      .addColumn('format_type', 'text', notNull)
      .addColumn('filename', 'text', notNull)
      .addColumn('stored_name', 'text', notNull)
      .addColumn('media_type', 'text', notNull)
      .addColumn('size', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('job_application_files_app_type_idx')
      .on('job_application_files')
      .columns(['application_id', 'format_type'])
      .unique()
      .execute();

    for (const table of ['job_votes', 'job_comments'] as const) {
      await db.schema
        .createTable(table)
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('job_applications.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn(table === 'job_votes' ? 'vote_type' : 'comment', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint(`${table}_pk`, ['application_id', 'user_id'])
        .execute();
    }

    await withId(db.schema.createTable('vacancy_tags'), dialect)
      .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('autotag', 'integer', bool)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('vacancy_tags_vacancy_name_idx')
      .on('vacancy_tags')
      .columns(['vacancy_id', 'name_key'])
      .unique()
      .execute();

    await db.schema
      .createTable('job_applicant_tags')
      .addColumn('application_id', 'integer', (c) => c.notNull().references('job_applications.id').onDelete('cascade'))
      .addColumn('tag_id', 'integer', (c) => c.notNull().references('vacancy_tags.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('job_applicant_tags_pk', ['application_id', 'tag_id'])
      .execute();
    await db.schema.createIndex('job_applicant_tags_tag_idx').on('job_applicant_tags').column('tag_id').execute();

    await db.schema
      .createTable('job_recommendations')
      .addColumn('advisor_id', 'integer', (c) => c.primaryKey().references('advisors.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().references('job_applications.id').onDelete('cascade'))
      .addColumn('request_due_at', 'text', notNull)
      .addColumn('request_sent_at', 'text')
      .addColumn('filename', 'text')
      .addColumn('stored_name', 'text')
      .addColumn('media_type', 'text')
      .addColumn('size', 'integer')
      .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('uploaded_at', 'text')
      .execute();
    await db.schema
      .createIndex('job_recommendations_application_idx')
      .on('job_recommendations')
      .column('application_id')
      .execute();
    await db.schema
      .createIndex('job_recommendations_due_idx')
      .on('job_recommendations')
      .columns(['request_sent_at', 'request_due_at'])
      .execute();
  },
};
