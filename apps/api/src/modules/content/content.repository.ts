import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/transaction.js';
import type {
  ContentFormTable,
  ContentMenuTable,
  ContentPostTable,
  ContentTermTable,
  PostType,
} from '../../db/schema.js';

// The only code that knows the content tables (decision 0051).

export type PostRow = Selectable<ContentPostTable>;
export type TermRow = Selectable<ContentTermTable>;
export type MenuRow = Selectable<ContentMenuTable>;
export type FormRow = Selectable<ContentFormTable>;

export type PostOrderBy = 'date' | 'modified' | 'title' | 'slug' | 'id' | 'menu_order';

export interface PostQuery {
  types: PostType[];
  /** Published ones (including scheduled ones whose time has come) as of `now`. */
  now: string;
  slugs?: string[];
  search?: string;
  termIds?: number[];
  /** Sliders: valid on this day (YYYY-MM-DD). */
  validOn?: string;
  orderBy: PostOrderBy;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const ORDER_COLUMN = {
  date: 'published_at',
  modified: 'modified_at',
  title: 'title',
  slug: 'slug',
  id: 'post_id',
  menu_order: 'menu_order',
} as const;

/** `%` and `_` typed by a shopper are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: DbOrTx, q: PostQuery) {
  let query = db.kysely
    .selectFrom('content_post')
    .where('post_type', 'in', q.types)
    .where('status', 'in', ['publish', 'future'])
    .where('published_at', '<=', q.now);
  if (q.slugs?.length) query = query.where('slug', 'in', q.slugs);
  if (q.validOn) {
    const day = q.validOn;
    query = query
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', day)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]));
  }
  if (q.search) {
    const pattern = likePattern(q.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(content_html)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (q.termIds?.length) {
    const ids = q.termIds;
    query = query.where('post_id', 'in', (eb) =>
      eb.selectFrom('content_post_term').select('content_post_term.post_id').where('term_id', 'in', ids),
    );
  }
  return query;
}

export async function listPosts(db: DbOrTx, q: PostQuery): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, q)
      .selectAll()
      .orderBy(ORDER_COLUMN[q.orderBy], q.order)
      .orderBy('post_id', q.order)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    filtered(db, q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function publishedPostById(db: DbOrTx, types: PostType[], id: number, now: string) {
  return db.kysely
    .selectFrom('content_post')
    .selectAll()
    .where('post_id', '=', id)
    .where('post_type', 'in', types)
    .where('status', 'in', ['publish', 'future'])
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

/** The terms of each post, by post id. */
export async function termsOfPosts(db: DbOrTx, postIds: number[]): Promise<Map<number, TermRow[]>> {
  const byPost = new Map<number, TermRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db.kysely
    .selectFrom('content_post_term')
    .innerJoin('content_term', 'content_term.term_id', 'content_post_term.term_id')
    .select(['content_post_term.post_id', 'content_term.term_id', 'taxonomy', 'slug', 'name'])
    .where('content_post_term.post_id', 'in', postIds)
    .orderBy('content_term.term_id')
    .execute();
  for (const { post_id, ...term } of rows) byPost.set(post_id, [...(byPost.get(post_id) ?? []), term]);
  return byPost;
}

export function listTerms(db: DbOrTx, taxonomy: string, slugs?: string[]) {
  let query = db.kysely.selectFrom('content_term').selectAll().where('taxonomy', '=', taxonomy);
  if (slugs?.length) query = query.where('slug', 'in', slugs);
  return query.orderBy('name').execute();
}

export function menuByLocation(db: DbOrTx, location: string) {
  return db.kysely.selectFrom('content_menu').selectAll().where('location', '=', location).executeTakeFirst();
}

export function formByIdOrSlug(db: DbOrTx, idOrSlug: string) {
  const query = db.kysely.selectFrom('content_form').selectAll();
  return (
    /^\d{1,9}$/.test(idOrSlug)
      ? query.where('form_id', '=', Number(idOrSlug))
      : query.where('slug', '=', idOrSlug)
  ).executeTakeFirst();
}

/** Published slugs of one type, for the sitemap. */
export function publishedSlugs(db: DbOrTx, type: PostType, now: string) {
  return db.kysely
    .selectFrom('content_post')
    .select('slug')
    .where('post_type', '=', type)
    .where('status', 'in', ['publish', 'future'])
    .where('published_at', '<=', now)
    .orderBy('post_id')
    .execute()
    .then((rows) => rows.map((r) => r.slug));
}

// ---- the staff editor's writes and reads of any status (decision 0051) ----

export type NewPost = Omit<Insertable<ContentPostTable>, 'post_id'>;

/** Inserts a post unless its type already has the slug; undefined then (the unique index decides). */
export async function insertPost(db: DbOrTx, post: NewPost): Promise<number | undefined> {
  const row = await db.kysely
    .insertInto('content_post')
    .values(post)
    .onConflict((oc) => oc.columns(['post_type', 'slug']).doNothing())
    .returning('post_id')
    .executeTakeFirst();
  return row?.post_id;
}

/** Updates a post of one type; false when there is no such post. A slug taken by another throws. */
export async function updatePost(
  db: DbOrTx,
  type: PostType,
  id: number,
  changes: Partial<NewPost>,
): Promise<boolean> {
  const res = await db.kysely
    .updateTable('content_post')
    .set(changes)
    .where('post_id', '=', id)
    .where('post_type', '=', type)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function anyPostById(db: DbOrTx, type: PostType, id: number) {
  return db.kysely
    .selectFrom('content_post')
    .selectAll()
    .where('post_id', '=', id)
    .where('post_type', '=', type)
    .executeTakeFirst();
}

/** Every post of a type, any status, newest change first (the editor's list). */
export async function allPosts(db: DbOrTx, type: PostType, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('content_post')
      .selectAll()
      .where('post_type', '=', type)
      .orderBy('modified_at', 'desc')
      .orderBy('post_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.kysely
      .selectFrom('content_post')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('post_type', '=', type)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function saveMenu(db: DbOrTx, location: string, name: string, itemsJson: string, now: string) {
  await db.kysely
    .insertInto('content_menu')
    .values({ location, name, items_json: itemsJson, modified_at: now })
    .onConflict((oc) => oc.column('location').doUpdateSet({ name, items_json: itemsJson, modified_at: now }))
    .execute();
}

export async function submissionsOf(db: DbOrTx, formId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('form_submission')
      .selectAll()
      .where('form_id', '=', formId)
      .orderBy('submission_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.kysely
      .selectFrom('form_submission')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow(),
  ]);
  const files = rows.length
    ? await db.kysely
        .selectFrom('form_upload')
        .select(['submission_id', 'field_key', 'original_name', 'mime', 'size_bytes', 'token'])
        .where(
          'submission_id',
          'in',
          rows.map((r) => r.submission_id),
        )
        .execute()
    : [];
  return { rows, files, total: Number(count.n) };
}

export async function deletePost(db: DbOrTx, type: PostType, id: number): Promise<boolean> {
  const res = await db.kysely
    .deleteFrom('content_post')
    .where('post_id', '=', id)
    .where('post_type', '=', type)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteMenu(db: DbOrTx, location: string): Promise<boolean> {
  const res = await db.kysely.deleteFrom('content_menu').where('location', '=', location).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function allMenus(db: DbOrTx) {
  return db.kysely.selectFrom('content_menu').selectAll().orderBy('location').execute();
}
