import type { PostType } from '../../db/schema.js';
import { cleanHtml } from '../../lib/html.js';
import type { PostRow, TermRow } from './content.repository.js';

// Rows to the WordPress REST API's field shapes (wp/v2 posts and pages), plus the spec's extras:
// testo_validit, meta.seo_title / seo_description, and a recipe's cook time and rating.

/** The storefront page of each type (spec: posts to news, recipe to ricette). */
export function storefrontPath(type: PostType, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (type) {
    case 'post':
      return `/news/${s}`;
    case 'recipe':
      return `/ricette/${s}`;
    case 'page':
      return `/page/${s}`;
    case 'offerta':
      return '/offerte';
    default:
      return '/';
  }
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Built once: a formatter costs far more to make than to use.
const ROME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** WordPress's `date_gmt` ('2026-11-20T09:00:00') and `date`, the same instant in the shop's time zone. */
function wpDates(iso: string): { gmt: string; local: string } {
  const d = new Date(iso);
  const parts = Object.fromEntries(ROME.formatToParts(d).map((p) => [p.type, p.value]));
  return {
    gmt: d.toISOString().slice(0, 19),
    local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

export interface RecipeIngredient {
  text: string;
  /**
   * The catalogue products it maps to, the first the one to offer (decision 0102); none when the
   * shop has nothing fitting. (`product_slug`, a category's first product guessed by the demo seed
   * before, is no link and is not answered.)
   */
  product_ids?: unknown;
}

/** The linked product ids of an ingredient: positive integers, each once, at most 10. */
export function ingredientProductIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0);
  return [...new Set(ids)].slice(0, 10);
}
export interface Slide {
  title: string;
  image: string;
  link: string;
}
interface Extra {
  /** The dynamic form a page shows below its content (its slug). */
  form?: string;
  ingredients?: RecipeIngredient[];
  steps?: string[];
  slides?: Slide[];
}

function extraOf(row: PostRow): Extra {
  try {
    const parsed = JSON.parse(row.extra_json) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Extra) : {};
  } catch {
    return {};
  }
}

export function toWpTerm(term: TermRow, origin: string) {
  return {
    id: term.term_id,
    name: term.name,
    slug: term.slug,
    taxonomy: term.taxonomy,
    link: `${origin}/news?categoria=${encodeURIComponent(term.slug)}`,
  };
}

export function toWpPost(row: PostRow, terms: TermRow[], origin: string, restBase: string, embed: boolean) {
  const date = wpDates(row.published_at);
  const modified = wpDates(row.modified_at);
  const extra = extraOf(row);
  const self = `${origin}/p/wp-json/wp/v2/${restBase}/${row.post_id}`;
  const post: Record<string, unknown> = {
    id: row.post_id,
    date: date.local,
    date_gmt: date.gmt,
    modified: modified.local,
    modified_gmt: modified.gmt,
    slug: row.slug,
    status: 'publish',
    type: row.post_type,
    link: `${origin}${storefrontPath(row.post_type, row.slug)}`,
    title: { rendered: escapeText(row.title) },
    content: { rendered: cleanHtml(row.content_html), protected: false },
    excerpt: { rendered: cleanHtml(row.excerpt_html), protected: false },
    featured_media: 0,
    featured_image_url: row.featured_image_url ?? '',
    menu_order: row.menu_order,
    categories: terms.filter((t) => t.taxonomy === 'category').map((t) => t.term_id),
    testo_validit: row.testo_validit ?? '',
    meta: { seo_title: row.seo_title ?? '', seo_description: row.seo_description ?? '' },
    // Ours, like a custom field: the form shown below the page's content ('' for none).
    spesa_form: typeof extra.form === 'string' ? extra.form : '',
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${origin}/p/wp-json/wp/v2/${restBase}` }],
    },
  };
  if (row.post_type === 'recipe') {
    post.recipe_cook_time = row.recipe_cook_time ?? 0;
    post.recipe_cook_time_text = row.recipe_cook_time_text ?? '';
    post.rating = row.rating_tenths === null ? 0 : row.rating_tenths / 10;
    post.recipe_ingredients = (extra.ingredients ?? []).map((i) => ({
      text: String(i.text ?? ''),
      product_ids: ingredientProductIds(i.product_ids),
    }));
    post.recipe_steps = (extra.steps ?? []).map((s) => cleanHtml(String(s)));
  }
  if (row.post_type === 'slider') {
    post.valid_from = row.valid_from;
    post.valid_to = row.valid_to;
    post.slides = (extra.slides ?? []).map((s) => ({
      title: String(s.title ?? ''),
      image: String(s.image ?? ''),
      link: String(s.link ?? ''),
    }));
  }
  if (embed) {
    post._embedded = {
      ...(row.featured_image_url && {
        'wp:featuredmedia': [
          { id: 0, source_url: row.featured_image_url, alt_text: row.title, media_type: 'image' },
        ],
      }),
      'wp:term': [terms.map((t) => toWpTerm(t, origin))],
    };
  }
  return post;
}
