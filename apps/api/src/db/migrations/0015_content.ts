import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { SpesaMigration } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type K = Kysely<any>;

const ts = 'varchar(30)';

/**
 * The content service (issue 17, decision 0051): one table of posts for every WordPress-shaped
 * type (news `post`, `recipe`, `offerta`, `page`, `ux_block`, `slider`), their categories, the
 * menus by location and the dynamic forms. HTML columns hold sanitised HTML only (sanitised
 * again when read). Type-specific extras (a recipe's ingredients and steps, a slider's slides)
 * sit in `extra_json`: read whole, never queried.
 */
export const m0015Content: SpesaMigration = {
  name: '0015_content',
  async up(db: K, dialect: Dialect) {
    const id = dialect === 'postgres' ? 'serial' : 'integer';
    const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
    const text = 'text';
    await db.schema
      .createTable('content_post')
      .addColumn('post_id', id, pk)
      .addColumn('post_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      // publish, draft or future (published at published_at).
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('content_html', text, (c) => c.notNull())
      .addColumn('excerpt_html', text, (c) => c.notNull())
      .addColumn('featured_image_url', 'varchar(500)')
      .addColumn('published_at', ts, (c) => c.notNull())
      .addColumn('modified_at', ts, (c) => c.notNull())
      .addColumn('testo_validit', 'varchar(500)')
      .addColumn('seo_title', 'varchar(300)')
      .addColumn('seo_description', 'varchar(500)')
      .addColumn('recipe_cook_time', 'integer')
      .addColumn('recipe_cook_time_text', 'varchar(100)')
      // Tenths of a star (45 = 4.5), so the rating stays an integer.
      .addColumn('rating_tenths', 'integer')
      .addColumn('valid_from', 'varchar(10)')
      .addColumn('valid_to', 'varchar(10)')
      .addColumn('menu_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('extra_json', text, (c) => c.notNull().defaultTo('{}'))
      .addCheckConstraint(
        'content_post_type_ck',
        sql`post_type in ('post', 'recipe', 'offerta', 'page', 'ux_block', 'slider')`,
      )
      .addCheckConstraint('content_post_status_ck', sql`status in ('publish', 'draft', 'future')`)
      .execute();
    await db.schema
      .createIndex('content_post_slug_uq')
      .on('content_post')
      .columns(['post_type', 'slug'])
      .unique()
      .execute();
    await db.schema
      .createIndex('content_post_list_idx')
      .on('content_post')
      .columns(['post_type', 'status', 'published_at'])
      .execute();

    await db.schema
      .createTable('content_term')
      .addColumn('term_id', id, pk)
      .addColumn('taxonomy', 'varchar(32)', (c) => c.notNull())
      .addColumn('slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addUniqueConstraint('content_term_slug_uq', ['taxonomy', 'slug'])
      .execute();
    await db.schema
      .createTable('content_post_term')
      .addColumn('post_id', 'integer', (c) =>
        c.notNull().references('content_post.post_id').onDelete('cascade'),
      )
      .addColumn('term_id', 'integer', (c) =>
        c.notNull().references('content_term.term_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('content_post_term_pk', ['post_id', 'term_id'])
      .execute();
    await db.schema
      .createIndex('content_post_term_term_idx')
      .on('content_post_term')
      .column('term_id')
      .execute();

    await db.schema
      .createTable('content_menu')
      .addColumn('menu_id', id, pk)
      .addColumn('location', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      // [{ title, url, children? }] in order.
      .addColumn('items_json', text, (c) => c.notNull())
      .addColumn('modified_at', ts, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('content_form')
      .addColumn('form_id', id, pk)
      .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
      // { title, login_required, success_message }
      .addColumn('settings_json', text, (c) => c.notNull())
      // The spec's field list (section 3 "Dynamic form").
      .addColumn('fields_json', text, (c) => c.notNull())
      // Where submissions are e-mailed.
      .addColumn('mail_to', 'varchar(254)', (c) => c.notNull())
      .addColumn('login_required', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('modified_at', ts, (c) => c.notNull())
      .execute();
  },
};
