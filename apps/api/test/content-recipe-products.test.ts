/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContentDemo } from '../src/db/seed-content/index.js';
import { DEMO_RECIPES } from '../src/db/seed-content/recipes.js';
import { contentCaller, staffAndShopper, type Headers } from './helpers/content.js';
import { useTestApp } from './helpers/setup.js';

// Issue 40, decision 0102: a recipe's ingredients carry the ids of the products they map to, set
// by the content (the demo seed names them), never a category's first product; an ingredient the
// shop has nothing fitting for is linked to nothing (the recipe page shows search suggestions).

const t = useTestApp();
const call = contentCaller(t);
let staff: Headers;
beforeAll(async () => {
  ({ staff } = await staffAndShopper(t, 240));
});

const recipe = async (slug: string) => (await call('GET', `/p/wp-json/wp/v2/recipe?slug=${slug}`)).body[0];

/** The products of some ids, by id, as the shop's catalogue answers them. */
async function productsById(ids: number[]): Promise<Map<number, any>> {
  const res = await t.get<any>(`/ebsn/api/products?product_id=${ids.join(',')}&page_size=100`);
  expect(res.body.response.status).toBe(0);
  return new Map(res.body.data.products.map((p: any) => [p.productId, p]));
}

/** Each ingredient's text and the names of its linked products, via the catalogue. */
async function resolved(slug: string): Promise<Array<[string, string[]]>> {
  const { recipe_ingredients: ingredients } = await recipe(slug);
  const products = await productsById(ingredients.flatMap((i: any) => i.product_ids));
  return ingredients.map((i: any) => [
    i.text,
    i.product_ids.map((id: number) => products.get(id)?.name ?? `? ${id}`),
  ]);
}

describe('recipe ingredients linked to products', () => {
  it('resolves the tiramisù to mascarpone, eggs, sugar and coffee, and leaves the savoiardi unlinked', async () => {
    expect(await resolved('tiramisu')).toEqual([
      ['300 g di savoiardi', []],
      ['500 g di mascarpone', ['Mascarpone']],
      ['4 uova', ['Uova fresche da allevamento a terra']],
      ['100 g di zucchero', ['Zucchero semolato']],
      ['Caffè espresso', ['Caffè macinato miscela classica']],
    ]);
    // The categories are the foods' own: no flour for sugar, no burrata for mascarpone.
    const { recipe_ingredients: ingredients } = await recipe('tiramisu');
    const categories = await t.db.kysely
      .selectFrom('product')
      .innerJoin('category', 'category.category_id', 'product.category_id')
      .select(['product.product_id', 'category.slug'])
      .where(
        'product.product_id',
        'in',
        ingredients.flatMap((i: any) => i.product_ids),
      )
      .orderBy('product.product_id')
      .execute();
    expect(categories.map((c) => c.slug).sort()).toEqual([
      'caffe-e-te',
      'farine-e-zucchero',
      'formaggi-freschi',
      'uova',
    ]);
  });

  it('links every product each demo recipe names, and nothing else', async () => {
    for (const demo of DEMO_RECIPES) {
      const got = await resolved(demo.slug);
      expect(got, demo.slug).toEqual(
        demo.ingredients.map(([text, ...refs]) => [text, refs.map((r) => r.name)]),
      );
    }
  });

  it('keeps the links when staff save the recipe', async () => {
    const before = await recipe('tiramisu');
    const saved = await call('POST', `/p/wp-json/wp/v2/recipe/${before.id}`, staff, {
      title: 'Tiramisù classico',
      recipe_cook_time: 35,
      // Without a status an update answers a draft (the editor always sends one).
      status: 'publish',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.recipe_ingredients).toEqual(before.recipe_ingredients);
    const after = await recipe('tiramisu');
    expect(after.title.rendered).toBe('Tiramisù classico');
    expect(after.recipe_ingredients).toEqual(before.recipe_ingredients);
  });

  it('replaces the old category guesses of a demo recipe seeded before, and answers no product_slug', async () => {
    const before = await recipe('torta-di-mele');
    // As the seed wrote it before decision 0102: each ingredient the first product of a category.
    const old = {
      ingredients: before.recipe_ingredients.map((i: any) => ({
        text: i.text,
        product_slug: 'farina-integrale-1-kg-507',
      })),
      steps: ['Un passo.'],
    };
    await t.db.kysely
      .updateTable('content_post')
      .set({ extra_json: JSON.stringify(old) })
      .where('post_type', '=', 'recipe')
      .where('slug', '=', 'torta-di-mele')
      .execute();
    const stale = await recipe('torta-di-mele');
    expect(
      stale.recipe_ingredients.every((i: any) => i.product_ids.length === 0 && !('product_slug' in i)),
    ).toBe(true);

    await seedContentDemo(t.db);
    const after = await recipe('torta-di-mele');
    expect(after.recipe_ingredients).toEqual(before.recipe_ingredients);
    expect(after.recipe_steps).toEqual(before.recipe_steps);
    // A recipe with links of its own is left alone by a later start.
    const tiramisu = await recipe('tiramisu');
    await seedContentDemo(t.db);
    expect((await recipe('tiramisu')).modified).toBe(tiramisu.modified);
  });
});
