import { sql } from 'kysely';
import type { DialectMigration } from './helpers';
import { bool, notNull, withId, zero } from './helpers';

/** Articles, authors, venues, institutions, the ontology and article-concept weights. */
export const corpusMigration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('countries')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .execute();

    await withId(db.schema.createTable('journals'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('short_title', 'text')
      .addColumn('kind', 'text')
      .addColumn('preprint', 'integer', bool)
      .addColumn('impact_factor', 'real')
      .addColumn('articles_count', 'integer', zero)
      .execute();

    await withId(db.schema.createTable('institutions'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('country_code', 'text')
      .addColumn('type', 'text')
      .execute();

    await withId(db.schema.createTable('articles'), dialect)
      .addColumn('source_id', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', notNull)
      .addColumn('abstract', 'text')
      .addColumn('year', 'integer')
      .addColumn('journal_id', 'integer', (c) => c.references('journals.id'))
      .addColumn('volume', 'text')
      .addColumn('issue', 'text')
      .addColumn('pages', 'text')
      .addColumn('citations_count', 'integer', zero)
      .addColumn('open_access', 'integer', bool)
      .addColumn('manuscript_type', 'text')
      .addColumn('notable', 'integer', bool)
      .addColumn('authors_count', 'integer', zero)
      .addColumn('keywords', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('articles_year_idx').on('articles').column('year').execute();
    await db.schema.createIndex('articles_journal_idx').on('articles').columns(['journal_id', 'year']).execute();
    await db.schema.createIndex('articles_citations_idx').on('articles').column('citations_count').execute();

    await db.schema
      .createTable('article_identifiers')
      .addColumn('kind', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('article_identifiers_pk', ['kind', 'value'])
      .execute();
    await db.schema
      .createIndex('article_identifiers_article_idx')
      .on('article_identifiers')
      .column('article_id')
      .execute();

    await db.schema
      .createTable('article_origins')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('code', 'text', notNull)
      .addColumn('url', 'text', notNull)
      .addColumn('origin_id', 'text')
      .addPrimaryKeyConstraint('article_origins_pk', ['article_id', 'code'])
      .execute();

    await withId(db.schema.createTable('authors'), dialect)
      .addColumn('external_id', 'text', (c) => c.unique())
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      .addColumn('orcid', 'text')
      .addColumn('gender', 'integer')
      .addColumn('manual_gender', 'integer')
      .addColumn('articles_count', 'integer', zero)
      .addColumn('citations_count', 'integer', zero)
      .addColumn('citations_count_not_in_collab', 'integer', zero)
      .addColumn('h_index', 'integer', zero)
      .addColumn('h_index_not_in_collab', 'integer', zero)
      .addColumn('notable_articles_count', 'integer', zero)
      .addColumn('notable_articles_count_not_in_collab', 'integer', zero)
      .addColumn('first_year', 'integer')
      .addColumn('last_year', 'integer')
      .execute();
    await db.schema.createIndex('authors_name_key_idx').on('authors').column('name_key').execute();
    await db.schema.createIndex('authors_name_idx').on('authors').column('name').execute();

    await db.schema
      .createTable('authorships')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('position', 'integer', notNull)
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id'))
      .addColumn('is_leading', 'integer', bool)
      .addColumn('is_senior', 'integer', bool)
      .addColumn('is_corresponding', 'integer', bool)
      .addColumn('raw_name', 'text', notNull)
      .addColumn('raw_affiliation', 'text')
      .addPrimaryKeyConstraint('authorships_pk', ['article_id', 'position'])
      .execute();
    await db.schema
      .createIndex('authorships_author_idx')
      .on('authorships')
      .columns(['author_id', 'article_id'])
      .execute();

    await db.schema
      .createTable('authorship_institutions')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('position', 'integer', notNull)
      .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id'))
      .addPrimaryKeyConstraint('authorship_institutions_pk', ['article_id', 'position', 'institution_id'])
      .execute();
    await db.schema
      .createIndex('authorship_institutions_inst_idx')
      .on('authorship_institutions')
      .column('institution_id')
      .execute();

    await withId(db.schema.createTable('concepts'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      .addColumn('basic', 'integer', bool)
      .addColumn('deleted', 'integer', bool)
      .addColumn('is_manually_modified', 'integer', bool)
      .addColumn('date_modified', 'text', notNull)
      .addColumn('df', 'integer', zero)
      .addColumn('origins', 'text')
      .execute();
    await db.schema.createIndex('concepts_name_key_idx').on('concepts').column('name_key').execute();

    await withId(db.schema.createTable('concept_literals'), dialect)
      .addColumn('concept_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      .addColumn('composite', 'text')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_ambiguous', 'integer', bool)
      .addColumn('df', 'integer', zero)
      .execute();
    await db.schema.createIndex('concept_literals_concept_idx').on('concept_literals').column('concept_id').execute();
    await db.schema.createIndex('concept_literals_name_key_idx').on('concept_literals').column('name_key').execute();

    await db.schema
      .createTable('concept_relations')
      .addColumn('parent_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addColumn('child_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('concept_relations_pk', ['parent_id', 'child_id'])
      .execute();
    await db.schema.createIndex('concept_relations_child_idx').on('concept_relations').column('child_id').execute();

    await db.schema
      .createTable('concept_related')
      .addColumn('concept_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addColumn('related_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('concept_related_pk', ['concept_id', 'related_id'])
      .execute();

    await db.schema
      .createTable('article_concepts')
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('concept_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addColumn('tf', 'integer', notNull)
      .addColumn('tfidf', 'real', notNull)
      .addPrimaryKeyConstraint('article_concepts_pk', ['article_id', 'concept_id'])
      .execute();
    await db.schema
      .createIndex('article_concepts_concept_idx')
      .on('article_concepts')
      .columns(['concept_id', 'article_id'])
      .execute();

    await db.schema
      .createTable('rescan_queue')
      .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
      .addColumn('reason', 'text', notNull)
      .addColumn('queued_at', 'text', notNull)
      .execute();

    // Full-text index over title (weight A), abstract (B) and author names (C).
    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE articles_fts USING fts5(
        title, abstract, authors,
        content='', contentless_delete=1,
        tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
    } else {
      await sql`ALTER TABLE articles ADD COLUMN search_vector tsvector`.execute(db);
      await sql`CREATE INDEX articles_search_idx ON articles USING GIN (search_vector)`.execute(db);
    }
  },
};
