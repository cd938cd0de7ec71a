import type { Db } from '../database.js';
import { inTransaction } from '../transaction.js';
import { cleanHtml } from '../../lib/html.js';
import { DEMO_TERMS, demoPosts, type SeedPost } from './posts.js';
import type { DemoIngredient } from './recipes.js';
import { DEMO_FORMS, DEMO_MENUS } from './forms.js';

const SEEDED_AT = '2026-09-23T08:00:00.000Z';

/**
 * The demo content (news, recipes, pages, menus, forms). Idempotent and cheap: a few dozen rows,
 * each insert skipped when its slug is there, so it is safe at every start.
 */
export async function seedContentDemo(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    const k = tx.kysely;
    await k
      .insertInto('content_term')
      .values(DEMO_TERMS.map(([slug, name]) => ({ taxonomy: 'category', slug, name })))
      .onConflict((oc) => oc.columns(['taxonomy', 'slug']).doNothing())
      .execute();
    const terms = new Map(
      (
        await k
          .selectFrom('content_term')
          .select(['term_id', 'slug'])
          .where('taxonomy', '=', 'category')
          .execute()
      ).map((t) => [t.slug, t.term_id]),
    );
    // A recipe's ingredient carries the ids of the demo catalogue's products it names (decision 0102).
    const productIds = new Map(
      (
        await k
          .selectFrom('product')
          .innerJoin('category', 'category.category_id', 'product.category_id')
          .select([
            'category.slug as category',
            'product.name',
            (eb) => eb.fn.min('product.product_id').as('id'),
          ])
          .groupBy(['category.slug', 'product.name'])
          .execute()
      ).map((r) => [`${r.category}/${r.name}`, Number(r.id)]),
    );
    const extraJson = (p: SeedPost) =>
      JSON.stringify({
        ...(p.ingredients && { ingredients: linkIngredients(p.ingredients, productIds) }),
        ...(p.steps && { steps: p.steps }),
        ...(p.slides && { slides: p.slides }),
        ...(p.form && { form: p.form }),
      });
    const posts = demoPosts();
    await k
      .insertInto('content_post')
      .values(
        posts.map((p) => ({
          post_type: p.type,
          slug: p.slug,
          status: 'publish' as const,
          title: p.title,
          content_html: cleanHtml(p.content),
          excerpt_html: cleanHtml(p.excerpt ?? ''),
          featured_image_url: p.image ?? null,
          published_at: p.date,
          modified_at: p.date,
          testo_validit: p.testoValidit ?? null,
          seo_title: p.seoTitle ?? null,
          seo_description: p.seoDescription ?? null,
          recipe_cook_time: p.cookTime ?? null,
          recipe_cook_time_text: p.cookTimeText ?? null,
          rating_tenths: p.ratingTenths ?? null,
          valid_from: p.validFrom ?? null,
          valid_to: p.validTo ?? null,
          menu_order: p.menuOrder ?? 0,
          extra_json: extraJson(p),
        })),
      )
      .onConflict((oc) => oc.columns(['post_type', 'slug']).doNothing())
      .execute();
    // A demo recipe seeded before decision 0102 links each ingredient to the first product of a
    // category by slug (tiramisù: zucchero -> Farina 00): it gets the named products instead.
    // Only rows still holding those old links (the editor writes product ids, never product_slug).
    for (const p of posts.filter((x) => x.type === 'recipe' && x.ingredients))
      await k
        .updateTable('content_post')
        .set({ extra_json: extraJson(p) })
        .where('post_type', '=', 'recipe')
        .where('slug', '=', p.slug)
        .where('extra_json', 'like', '%"product_slug"%')
        .execute();
    const ids = new Map(
      (await k.selectFrom('content_post').select(['post_id', 'post_type', 'slug']).execute()).map((r) => [
        `${r.post_type}/${r.slug}`,
        r.post_id,
      ]),
    );
    const links = posts.flatMap((p) =>
      (p.categories ?? []).map((c) => ({ post_id: ids.get(`${p.type}/${p.slug}`)!, term_id: terms.get(c)! })),
    );
    if (links.length)
      await k
        .insertInto('content_post_term')
        .values(links)
        .onConflict((oc) => oc.columns(['post_id', 'term_id']).doNothing())
        .execute();
    await k
      .insertInto('content_menu')
      .values(
        DEMO_MENUS.map((m) => ({
          location: m.location,
          name: m.name,
          items_json: JSON.stringify(m.items),
          modified_at: SEEDED_AT,
        })),
      )
      .onConflict((oc) => oc.column('location').doNothing())
      .execute();
    await k
      .insertInto('content_form')
      .values(
        DEMO_FORMS.map((f) => ({
          slug: f.slug,
          settings_json: JSON.stringify(f.settings),
          fields_json: JSON.stringify(f.fields),
          mail_to: f.mail_to,
          login_required: f.login_required,
          modified_at: SEEDED_AT,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  });
}

/**
 * An ingredient's text and the ids of the products it names; a name the catalogue does not have
 * (a shop whose own catalogue replaced the demo's) leaves it unlinked, never linked to a guess.
 */
export function linkIngredients(
  ingredients: DemoIngredient[],
  productIds: ReadonlyMap<string, number>,
): Array<{ text: string; product_ids?: number[] }> {
  return ingredients.map(([text, ...refs]) => {
    const ids = refs.flatMap((r) => productIds.get(`${r.category}/${r.name}`) ?? []);
    return ids.length ? { text, product_ids: ids } : { text };
  });
}
