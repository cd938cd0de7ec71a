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
let customer: Headers;
beforeAll(async () => {
  ({ staff, customer } = await staffAndShopper(t, 240));
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

// Decision 0107: the staff editor writes a recipe's ingredients with their links, and its steps,
// together (one alone is refused); links to products the catalogue does not have are refused.
describe('staff edit a recipe’s ingredients and their products', () => {
  /** The lowest id of a product of this exact name in the demo catalogue. */
  async function productId(name: string): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('product')
      .select((eb) => eb.fn.min('product_id').as('id'))
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.id, name).not.toBeNull();
    return Number(row.id);
  }
  /** An id no product has. */
  async function missingId(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('product')
      .select((eb) => eb.fn.max('product_id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id) + 1000;
  }
  const edit = (id: number, headers: Headers, body: unknown) =>
    call('POST', `/p/wp-json/wp/v2/recipe/${id}`, headers, body);
  /** The staff editor's read of a recipe (any status). */
  const editorRead = async (id: number) =>
    (await call('GET', `/p/wp-json/wp/v2/recipe/${id}?context=edit`, staff)).body;

  it('saves the ingredients with their links and the steps; the recipe page and the editor answer them', async () => {
    const [mascarpone, uova, uovaBio, zucchero] = await Promise.all([
      productId('Mascarpone'),
      productId('Uova fresche da allevamento a terra'),
      productId("Uova fresche da allevamento all'aperto bio"),
      productId('Zucchero semolato'),
    ]);
    const created = await call('POST', '/p/wp-json/wp/v2/recipe', staff, {
      title: 'Crema al mascarpone',
      status: 'publish',
      recipe_ingredients: [
        { text: '  250 g di mascarpone ', product_ids: [mascarpone] },
        { text: '2 uova', product_ids: [uova, uovaBio] },
        { text: 'Un pizzico di sale' },
        { text: '60 g di zucchero', product_ids: [zucchero] },
      ],
      recipe_steps: [
        'Monta i tuorli con lo zucchero.',
        '<p>Unisci il mascarpone.<script>alert(1)</script></p>',
      ],
    });
    expect(created.status).toBe(201);
    const ingredients = [
      { text: '250 g di mascarpone', product_ids: [mascarpone] },
      { text: '2 uova', product_ids: [uova, uovaBio] },
      { text: 'Un pizzico di sale', product_ids: [] },
      { text: '60 g di zucchero', product_ids: [zucchero] },
    ];
    expect(created.body.recipe_ingredients).toEqual(ingredients);
    // The recipe page's data (the public content API) and the editor's read answer the same.
    const page = await recipe('crema-al-mascarpone');
    expect(page.recipe_ingredients).toEqual(ingredients);
    expect(page.recipe_steps).toEqual(['Monta i tuorli con lo zucchero.', '<p>Unisci il mascarpone.</p>']);
    expect((await editorRead(created.body.id)).recipe_ingredients).toEqual(ingredients);
    // The catalogue resolves the links to the products chosen.
    expect(await resolved('crema-al-mascarpone')).toEqual([
      ['250 g di mascarpone', ['Mascarpone']],
      ['2 uova', ['Uova fresche da allevamento a terra', "Uova fresche da allevamento all'aperto bio"]],
      ['Un pizzico di sale', []],
      ['60 g di zucchero', ['Zucchero semolato']],
    ]);

    // An update writes both lists whole: reordered, a link removed, an ingredient gone.
    const updated = await edit(created.body.id, staff, {
      title: 'Crema al mascarpone',
      status: 'publish',
      recipe_ingredients: [
        { text: '2 uova', product_ids: [uovaBio] },
        { text: '250 g di mascarpone', product_ids: [mascarpone] },
      ],
      recipe_steps: ['Monta i tuorli.'],
    });
    expect(updated.status).toBe(200);
    const after = await recipe('crema-al-mascarpone');
    expect(after.recipe_ingredients).toEqual([
      { text: '2 uova', product_ids: [uovaBio] },
      { text: '250 g di mascarpone', product_ids: [mascarpone] },
    ]);
    expect(after.recipe_steps).toEqual(['Monta i tuorli.']);

    // An update naming neither list keeps both.
    expect((await edit(created.body.id, staff, { title: 'Crema al mascarpone e uova' })).status).toBe(200);
    const retitled = await recipe('crema-al-mascarpone');
    expect(retitled.title.rendered).toBe('Crema al mascarpone e uova');
    expect(retitled.recipe_ingredients).toEqual(after.recipe_ingredients);
    expect(retitled.recipe_steps).toEqual(after.recipe_steps);
  });

  it('refuses a product the catalogue does not have, naming the ingredient, and changes nothing', async () => {
    const before = await recipe('risotto-alla-milanese');
    const missing = await missingId();
    const res = await edit(before.id, staff, {
      title: 'Risotto cambiato',
      status: 'publish',
      recipe_ingredients: [
        { text: '320 g di riso Carnaroli', product_ids: before.recipe_ingredients[0].product_ids },
        { text: '1 bustina di zafferano', product_ids: [missing] },
      ],
      recipe_steps: ['Un passo.'],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toEqual({
      recipe_ingredients: `ingrediente 2 («1 bustina di zafferano»): il prodotto ${missing} non è nel catalogo.`,
    });
    expect(await recipe('risotto-alla-milanese')).toEqual(before);
  });

  it('takes the ingredients and the steps together: one alone is refused and changes nothing', async () => {
    const before = await recipe('risotto-alla-milanese');
    const onlyIngredients = await edit(before.id, staff, {
      title: 'Risotto cambiato',
      recipe_ingredients: [{ text: 'Riso', product_ids: [] }],
    });
    expect(onlyIngredients.status).toBe(400);
    expect(onlyIngredients.body).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          recipe_steps:
            'da inviare insieme agli ingredienti: gli ingredienti e i passi della ricetta si salvano insieme.',
        },
      },
    });
    const onlySteps = await edit(before.id, staff, { recipe_steps: ['Un passo.'] });
    expect(onlySteps.status).toBe(400);
    expect(onlySteps.body.data.params).toEqual({
      recipe_ingredients:
        'da inviare insieme ai passi: gli ingredienti e i passi della ricetta si salvano insieme.',
    });
    // A new recipe the same.
    const created = await call('POST', '/p/wp-json/wp/v2/recipe', staff, {
      title: 'Solo passi',
      recipe_steps: ['Un passo.'],
    });
    expect(created.status).toBe(400);
    expect(await recipe('risotto-alla-milanese')).toEqual(before);
    expect(await recipe('solo-passi')).toBeUndefined();
  });

  it('refuses malformed ingredients, saying which', async () => {
    const before = await recipe('risotto-alla-milanese');
    const refusal = async (recipe_ingredients: unknown) => {
      const res = await edit(before.id, staff, { title: 'Risotto', recipe_ingredients, recipe_steps: [] });
      expect(res.status).toBe(400);
      return res.body.data.params.recipe_ingredients as string;
    };
    expect(await refusal([{ text: 'Riso' }, { text: '   ' }])).toBe('ingrediente 2: il testo è obbligatorio');
    expect(await refusal([{ text: 'x'.repeat(301) }])).toBe(
      'ingrediente 1: il testo è lungo al massimo 300 caratteri',
    );
    expect(await refusal(Array.from({ length: 61 }, (_, n) => ({ text: `Ingrediente ${n}` })))).toBe(
      'al massimo 60 ingredienti',
    );
    const ids = before.recipe_ingredients[0].product_ids;
    expect(await refusal([{ text: 'Riso', product_ids: [...ids, ...ids] }])).toBe(
      'ingrediente 1: ogni prodotto una volta sola',
    );
    expect(await refusal([{ text: 'Riso', product_ids: Array.from({ length: 11 }, (_, n) => n + 1) }])).toBe(
      'ingrediente 1: al massimo 10 prodotti',
    );
    expect(await refusal([{ text: 'Riso', product_ids: [0] }])).toBe(
      'ingrediente 1: numero di prodotto non valido',
    );
    expect(await refusal([{ text: 'Riso', product_ids: ['1'] }])).toBe(
      'ingrediente 1: un prodotto è indicato dal suo numero',
    );
    expect(await refusal([{ text: 'Riso', product_ids: [1.5] }])).toBe(
      'ingrediente 1: numero di prodotto non valido',
    );
    expect(await refusal({ text: 'Riso' })).toBe('una lista di ingredienti');
    expect(await refusal([{ text: 'Riso', product_ids: [3_000_000_000] }])).toBe(
      'ingrediente 1: numero di prodotto non valido',
    );
    expect(await recipe('risotto-alla-milanese')).toEqual(before);
  });

  it('refuses customers and visitors', async () => {
    const before = await recipe('risotto-alla-milanese');
    const body = {
      title: 'Risotto',
      recipe_ingredients: [{ text: 'Riso', product_ids: [] }],
      recipe_steps: [],
    };
    const shopper = await edit(before.id, customer, body);
    expect(shopper.status).toBe(403);
    expect(shopper.body.code).toBe('STAFF_ONLY');
    const visitor = await edit(before.id, { 'x-ebsn-client': 'site' }, body);
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
    expect(await recipe('risotto-alla-milanese')).toEqual(before);
  });
});
