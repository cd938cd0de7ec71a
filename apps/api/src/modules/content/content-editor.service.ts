import { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import type { PostType } from '../../db/schema.js';
import type { DbOrTx } from '../../db/transaction.js';
import { cleanHtml } from '../../lib/html.js';
import { loadProductStatics } from '../catalogue/index.js';
import * as repo from './content.repository.js';
import { toWpPost } from './content.mapper.js';
import { parseListParams, REST_BASES, totalPages, WpError, wpErrors } from './content.rules.js';
import type { WpList } from './content.service.js';

// The staff editor's side of the content service (decision 0051): write, schedule, publish and
// unpublish posts, recipes, pages and menus; read drafts for a preview; read form submissions.
// Every HTML field is sanitised before it is stored.

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'solo lettere minuscole, numeri e trattini')
  .max(200);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data AAAA-MM-GG');
/** A path of this site (one `/`: browsers take `//host` and `/\host` to another site), or https://. */
const SAFE_LINK = /^(\/(?![/\\])|https:\/\/)/;
/** The menu editor offers mail and phone links besides. */
const MENU_LINK = /^(\/(?![/\\])|https:\/\/|mailto:|tel:)/;
const link = z.string().trim().max(500).regex(SAFE_LINK, 'un indirizzo che inizia con / o https://');
const slide = z.object({
  title: z.string().trim().max(200),
  image: link,
  link: z.union([link, z.literal('')]),
});

/** The largest id a product can have (PostgreSQL's integer): a larger one would fail the query. */
const MAX_ID = 2_147_483_647;
/**
 * A recipe's ingredient (decision 0107): its text and the catalogue products it stands for, the
 * first the one to offer (decision 0102).
 */
const ingredient = z.object({
  text: z
    .string('il testo è obbligatorio')
    .trim()
    .min(1, 'il testo è obbligatorio')
    .max(300, 'il testo è lungo al massimo 300 caratteri'),
  product_ids: z
    .array(
      z
        .number('un prodotto è indicato dal suo numero')
        .int('numero di prodotto non valido')
        .min(1, 'numero di prodotto non valido')
        .max(MAX_ID, 'numero di prodotto non valido'),
      'i prodotti sono una lista di numeri',
    )
    .max(10, 'al massimo 10 prodotti')
    .refine((ids) => new Set(ids).size === ids.length, 'ogni prodotto una volta sola')
    .default([]),
});

// No defaults here: an update sets only the fields it names (a default would blank the content or
// unpublish the post of an update that names only its title). A new post gets them in postCreate.
const postInput = z.object({
  title: z.string().trim().min(1).max(300),
  slug: slugSchema.optional(),
  content: z.string().max(200_000).optional(),
  excerpt: z.string().max(5_000).optional(),
  status: z.enum(['publish', 'draft', 'future']).optional(),
  /** When it is (or will be) published, ISO 8601; now when absent. */
  date: z.iso.datetime({ offset: true }).optional(),
  featured_image_url: z
    .string()
    .max(500)
    .regex(SAFE_LINK)
    .nullable()
    .optional(),
  testo_validit: z.string().max(500).optional(),
  meta: z
    .object({ seo_title: z.string().max(300).optional(), seo_description: z.string().max(500).optional() })
    .optional(),
  menu_order: z.number().int().min(0).max(10_000).optional(),
  recipe_cook_time: z.number().int().min(0).max(10_000).optional(),
  recipe_cook_time_text: z.string().max(100).optional(),
  rating: z.number().min(0).max(5).optional(),
  /** A slider's days of validity (AAAA-MM-GG, both included); null for no bound. */
  valid_from: day.nullable().optional(),
  valid_to: day.nullable().optional(),
  /** A slider's slides, in order. */
  slides: z.array(slide).max(20).optional(),
  /** The dynamic form a page shows below its content (its slug; '' for none). */
  spesa_form: z.union([slugSchema, z.literal('')]).optional(),
  /** A recipe's ingredients and steps: both or neither (decision 0107). */
  recipe_ingredients: z
    .array(ingredient, 'una lista di ingredienti')
    .max(60, 'al massimo 60 ingredienti')
    .optional(),
  recipe_steps: z
    .array(
      z
        .string('il testo è obbligatorio')
        .trim()
        .min(1, 'il testo è obbligatorio')
        .max(5_000, 'il testo è lungo al massimo 5000 caratteri'),
      'una lista di passi',
    )
    .max(60, 'al massimo 60 passi')
    .optional(),
});
export type PostInput = z.infer<typeof postInput>;
const postCreate = postInput.extend({
  content: z.string().max(200_000).default(''),
  excerpt: z.string().max(5_000).default(''),
  status: z.enum(['publish', 'draft', 'future']).default('draft'),
});

const menuItem: z.ZodType<{ title: string; url: string; children?: unknown[] }> = z.lazy(() =>
  z.object({
    title: z.string().trim().min(1).max(100),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(MENU_LINK, 'un indirizzo che inizia con /, https://, mailto: o tel:'),
    children: z.array(menuItem).max(30).optional(),
  }),
);
const menuInput = z.object({ name: z.string().trim().min(1).max(200), items: z.array(menuItem).max(50) });

/** What one item of a list parameter is called in a refusal ('ingrediente 3: …'). */
const ITEM_NAMES: Record<string, string> = { recipe_ingredients: 'ingrediente', recipe_steps: 'passo' };

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const res = schema.safeParse(input);
  if (res.success) return res.data;
  const params: Record<string, string> = {};
  for (const issue of res.error.issues) {
    const [name, item] = issue.path;
    const key = String(name ?? 'body');
    const itemName = ITEM_NAMES[key];
    params[key] ??=
      itemName && typeof item === 'number' ? `${itemName} ${item + 1}: ${issue.message}` : issue.message;
  }
  throw wpErrors.invalidParams(params);
}

/**
 * A recipe's ingredients and steps are written together or not at all (decision 0107): the
 * update sets `extra_json` whole from the request, never from a read of the row, so two saves
 * cannot interleave a read and a write; neither given keeps both.
 */
function requireBothOrNeither(type: PostType, input: Partial<PostInput>) {
  if (type !== 'recipe') return;
  const ingredients = input.recipe_ingredients !== undefined;
  const steps = input.recipe_steps !== undefined;
  if (ingredients === steps) return;
  const [missing, given] = ingredients
    ? ['recipe_steps', 'agli ingredienti']
    : ['recipe_ingredients', 'ai passi'];
  throw wpErrors.invalidParams({
    [missing]: `da inviare insieme ${given}: gli ingredienti e i passi della ricetta si salvano insieme.`,
  });
}

/** Refuses ingredients linked to products the catalogue does not have, naming the first such ingredient. */
async function checkIngredientProducts(db: DbOrTx, type: PostType, input: Partial<PostInput>) {
  const ingredients = (type === 'recipe' && input.recipe_ingredients) || [];
  const ids = [...new Set(ingredients.flatMap((i) => i.product_ids))];
  if (ids.length === 0) return;
  // The catalogue's own read (its face): the content area does not read the product table itself.
  const known = new Set((await loadProductStatics(db, ids)).keys());
  const n = ingredients.findIndex((i) => i.product_ids.some((id) => !known.has(id)));
  if (n < 0) return;
  const missing = ingredients[n]!.product_ids.filter((id) => !known.has(id));
  throw wpErrors.invalidParams({
    recipe_ingredients: `ingrediente ${n + 1} («${ingredients[n]!.text}»): ${
      missing.length === 1 ? `il prodotto ${missing[0]} non è` : `i prodotti ${missing.join(', ')} non sono`
    } nel catalogo.`,
  });
}

/** 'Il pane & le feste!' -> 'il-pane-le-feste' */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * `extra_json` of the types whose extras the editor writes whole: a slider's slides, the form a
 * page shows, a recipe's ingredients and steps (both given: requireBothOrNeither; a step's HTML
 * sanitised like every HTML field). Absent, the row's extras are kept as they are.
 */
function extraColumn(type: PostType, input: Partial<PostInput>): { extra_json?: string } {
  if (type === 'slider' && input.slides !== undefined)
    return { extra_json: JSON.stringify({ slides: input.slides }) };
  if (type === 'page' && input.spesa_form !== undefined)
    return { extra_json: JSON.stringify(input.spesa_form ? { form: input.spesa_form } : {}) };
  if (type === 'recipe' && input.recipe_ingredients !== undefined && input.recipe_steps !== undefined)
    return {
      extra_json: JSON.stringify({
        ingredients: input.recipe_ingredients.map((i) => ({ text: i.text, product_ids: i.product_ids })),
        steps: input.recipe_steps.map((s) => cleanHtml(s)),
      }),
    };
  return {};
}

const duplicateSlug = () =>
  new WpError('rest_duplicate_slug', 'Esiste già un contenuto di questo tipo con questo slug.', 400);

export class ContentEditor {
  constructor(private readonly clock: Clock) {}

  private typeOf(base: string) {
    const type = REST_BASES[base];
    if (!type) throw wpErrors.noRoute();
    return type;
  }

  /** The row's columns from the editor's fields; only the fields given are set on an update. */
  private columns(type: PostType, input: Partial<PostInput>, now: string) {
    const published = input.date ? new Date(input.date).toISOString() : undefined;
    // A date still to come makes a publication a scheduled one; a past one publishes at once.
    const status =
      input.status === 'publish' && published && published > now
        ? 'future'
        : input.status === 'future' && (!published || published <= now)
          ? 'publish'
          : input.status;
    return {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.slug !== undefined && { slug: input.slug }),
      ...(input.content !== undefined && { content_html: cleanHtml(input.content) }),
      ...(input.excerpt !== undefined && { excerpt_html: cleanHtml(input.excerpt) }),
      ...(status !== undefined && { status }),
      ...(published !== undefined && { published_at: published }),
      ...(input.featured_image_url !== undefined && { featured_image_url: input.featured_image_url }),
      ...(input.testo_validit !== undefined && { testo_validit: input.testo_validit || null }),
      ...(input.meta?.seo_title !== undefined && { seo_title: input.meta.seo_title || null }),
      ...(input.meta?.seo_description !== undefined && {
        seo_description: input.meta.seo_description || null,
      }),
      ...(input.menu_order !== undefined && { menu_order: input.menu_order }),
      ...(input.recipe_cook_time !== undefined && { recipe_cook_time: input.recipe_cook_time }),
      ...(input.recipe_cook_time_text !== undefined && {
        recipe_cook_time_text: input.recipe_cook_time_text,
      }),
      ...(input.rating !== undefined && { rating_tenths: Math.round(input.rating * 10) }),
      ...(input.valid_from !== undefined && { valid_from: input.valid_from }),
      ...(input.valid_to !== undefined && { valid_to: input.valid_to }),
      ...extraColumn(type, input),
      modified_at: now,
    };
  }

  private async answer(db: DbOrTx, base: string, id: number, origin: string) {
    const row = await repo.anyPostById(db, this.typeOf(base), id);
    if (!row) throw wpErrors.invalidId();
    const terms = await repo.termsOfPosts(db, [row.post_id]);
    // The real status for the editor (a draft says 'draft').
    return { ...toWpPost(row, terms.get(row.post_id) ?? [], origin, base, false), status: row.status };
  }

  async create(db: DbOrTx, base: string, body: unknown, origin: string) {
    const type = this.typeOf(base);
    const input = parse(postCreate, body);
    requireBothOrNeither(type, input);
    await checkIngredientProducts(db, type, input);
    const now = this.clock.now().toISOString();
    const slug = input.slug ?? slugify(input.title);
    if (!slug) throw wpErrors.invalidParams({ slug: 'slug non valido.' });
    const cols = this.columns(type, { ...input, slug }, now);
    const id = await repo.insertPost(db, {
      post_type: type,
      slug,
      title: input.title,
      status: cols.status ?? 'draft',
      content_html: cols.content_html ?? '',
      excerpt_html: cols.excerpt_html ?? '',
      published_at: cols.published_at ?? now,
      ...cols,
    });
    if (id === undefined) throw duplicateSlug();
    return this.answer(db, base, id, origin);
  }

  async update(db: DbOrTx, base: string, idText: string, body: unknown, origin: string) {
    const type = this.typeOf(base);
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
    const input = parse(postInput.partial(), body);
    requireBothOrNeither(type, input);
    await checkIngredientProducts(db, type, input);
    const now = this.clock.now().toISOString();
    // Publishing a draft without a date publishes it now.
    const withDate = input.status === 'publish' && !input.date ? { ...input, date: now } : input;
    let changed: boolean;
    try {
      changed = await repo.updatePost(db, type, id, this.columns(type, withDate, now));
    } catch (error) {
      if (input.slug && /unique|duplicate/i.test(String((error as Error).message))) throw duplicateSlug();
      throw error;
    }
    if (!changed) throw wpErrors.invalidId();
    return this.answer(db, base, id, origin);
  }

  /**
   * WordPress's DELETE: there is no trash here, so only `force=true` deletes (the answer is
   * `{ deleted: true, previous }`); without it WordPress's own refusal. Unpublishing is a
   * status change (`draft`), not a delete.
   */
  async remove(db: DbOrTx, base: string, idText: string, force: unknown, origin: string) {
    const type = this.typeOf(base);
    if (force !== 'true' && force !== '1')
      throw new WpError(
        'rest_trash_not_supported',
        "Gli elementi non supportano il cestino. Imposta 'force' a true per eliminarli.",
        501,
      );
    const previous = await this.preview(db, base, idText, origin);
    if (!(await repo.deletePost(db, type, Number(idText)))) throw wpErrors.invalidId();
    return { deleted: true, previous };
  }

  async menus(db: DbOrTx) {
    return (await repo.allMenus(db)).map((m) => ({
      location: m.location,
      name: m.name,
      items: JSON.parse(m.items_json) as unknown,
      modified: m.modified_at,
    }));
  }

  async deleteMenu(db: DbOrTx, location: string) {
    if (!(await repo.deleteMenu(db, location))) throw wpErrors.menuNotFound();
    return { deleted: true, location };
  }

  /** A post in any status: the editor's preview. */
  preview(db: DbOrTx, base: string, idText: string, origin: string) {
    const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
    return this.answer(db, base, id, origin);
  }

  async list(
    db: DbOrTx,
    base: string,
    query: Record<string, unknown>,
    origin: string,
  ): Promise<WpList<unknown>> {
    const type = this.typeOf(base);
    const p = parseListParams(query);
    const { rows, total } = await repo.allPosts(db, type, p.perPage, (p.page - 1) * p.perPage);
    return {
      items: rows.map((r) => ({ ...toWpPost(r, [], origin, base, false), status: r.status })),
      total,
      totalPages: totalPages(total, p.perPage),
    };
  }

  async saveMenu(db: DbOrTx, location: string, body: unknown) {
    if (!/^[a-z0-9-]{1,64}$/.test(location)) throw wpErrors.menuNotFound();
    const input = parse(menuInput, body);
    await repo.saveMenu(
      db,
      location,
      input.name,
      JSON.stringify(input.items),
      this.clock.now().toISOString(),
    );
  }

  async submissions(db: DbOrTx, formId: number, query: Record<string, unknown>): Promise<WpList<unknown>> {
    const p = parseListParams(query);
    const { rows, files, total } = await repo.submissionsOf(db, formId, p.perPage, (p.page - 1) * p.perPage);
    return {
      items: rows.map((r) => ({
        id: r.submission_id,
        date: r.created_at,
        user_id: r.user_id,
        values: JSON.parse(r.values_json) as unknown,
        files: files
          .filter((f) => f.submission_id === r.submission_id)
          .map((f) => ({
            field: f.field_key,
            name: f.original_name,
            type: f.mime,
            size: f.size_bytes,
            token: f.token,
          })),
      })),
      total,
      totalPages: totalPages(total, p.perPage),
    };
  }
}
