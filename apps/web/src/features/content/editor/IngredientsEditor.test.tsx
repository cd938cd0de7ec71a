import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@spesa/domain';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { EditablePost } from './editorApi';
import { PostEditor } from './PostEditor';

// Decision 0107: the staff editor's "Ingredienti" of a recipe, with the products each is linked
// to, and a save sending the ingredients with the steps.

// The rich-text editor (Tiptap) is not what is tested here, and it does not run in jsdom.
vi.mock('./RichTextEditor', () => ({
  RichTextEditor: ({ label, value }: { label: string; value: string }) => (
    <textarea aria-label={label} value={value} readOnly />
  ),
}));

const page = { totItems: 1, totPages: 1, itemsPerPage: 100, selPage: 1 };
const list = (products: Product[]) =>
  json(envelope({ products, page: { ...page, totItems: products.length } }));

const CATALOGUE = [
  makeProduct({ productId: 176, name: 'Mascarpone' }),
  makeProduct({ productId: 215, name: 'Uova fresche da allevamento a terra' }),
  makeProduct({ productId: 216, name: "Uova fresche da allevamento all'aperto bio" }),
  makeProduct({ productId: 511, name: 'Zucchero semolato' }),
];

const RECIPE = {
  id: 7,
  slug: 'tiramisu',
  type: 'recipe',
  status: 'publish',
  date: '2026-11-20T09:00:00',
  link: 'http://localhost/ricette/tiramisu',
  title: { rendered: 'Tiramisù' },
  content: { rendered: '<p>Il dolce.</p>' },
  excerpt: { rendered: '' },
  featured_image_url: '',
  testo_validit: '',
  meta: { seo_title: '', seo_description: '' },
  spesa_form: '',
  recipe_ingredients: [
    { text: '4 uova', product_ids: [215, 216] },
    { text: '300 g di savoiardi', product_ids: [] },
  ],
  recipe_steps: ['Monta i tuorli con lo zucchero.', '<p>Unisci il <strong>mascarpone</strong>.</p>'],
} as unknown as EditablePost;

function setup() {
  const saved: unknown[] = [];
  const suggests: string[] = [];
  mockFetch({
    'auth/test': () => json(envelope({ user: { userId: -1 } })),
    products: (_init, url) => {
      const ids = (url.searchParams.get('product_id') ?? '').split(',');
      return list(CATALOGUE.filter((p) => ids.includes(String(p.productId))));
    },
    'products/suggest': (_init, url) => {
      const q = url.searchParams.get('q') ?? '';
      suggests.push(q);
      return json(
        envelope({
          suggestions: q.startsWith('zucch')
            ? [
                {
                  type: 'word',
                  name: 'zucchero',
                  slug: null,
                  productId: null,
                  categoryId: null,
                  mediaURL: null,
                },
                {
                  type: 'product',
                  name: 'Zucchero semolato',
                  slug: 'zucchero-semolato',
                  productId: 511,
                  categoryId: 3,
                  mediaURL: null,
                  detail: 'Eridania, 1 kg',
                },
              ]
            : [],
        }),
      );
    },
    '/p/wp-json/spesa/v1/forms': () => json([]),
    '/p/wp-json/wp/v2/recipe/7': (init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push(body);
      return json({ ...RECIPE, ...body, title: { rendered: body.title } });
    },
  });
  renderWithProviders(<PostEditor base="recipe" post={RECIPE} onSaved={vi.fn()} onDeleted={vi.fn()} />, {
    warehouseScope: true,
  });
  return { saved, suggests, user: userEvent.setup() };
}

const ingredientsSection = () => screen.getByRole('group', { name: 'Ingredienti' });
const row = (n: number) => within(ingredientsSection()).getByRole('group', { name: `Ingrediente ${n}` });

afterEach(() => vi.unstubAllGlobals());

describe('the recipe editor’s ingredients', () => {
  it('shows each ingredient with its linked products by name', async () => {
    setup();
    const eggs = row(1);
    expect(within(eggs).getByRole('textbox', { name: 'Ingrediente 1' })).toHaveValue('4 uova');
    const products = within(eggs).getByRole('list', { name: 'Prodotti di 4 uova' });
    expect(await within(products).findByText('Uova fresche da allevamento a terra')).toBeInTheDocument();
    expect(within(products).getByText("Uova fresche da allevamento all'aperto bio")).toBeInTheDocument();
    expect(
      within(eggs).getByRole('button', { name: 'Togli Uova fresche da allevamento a terra da 4 uova' }),
    ).toBeInTheDocument();
    expect(within(row(2)).getByText('Nessun prodotto collegato')).toBeInTheDocument();
    expect(within(row(2)).getByRole('combobox', { name: 'Aggiungi prodotto' })).toBeInTheDocument();
  });

  // Many steps, each drawing the whole form again in jsdom: more than the usual 15 s when the
  // machine is busy.
  it(
    'links a product found by the search, unlinks one, adds, moves and removes ingredients, and saves both lists',
    { timeout: 40_000 },
    async () => {
      const { saved, suggests, user } = setup();
      await within(row(1)).findByText('Uova fresche da allevamento a terra');

      // Unlink a product: the focus stays in the row, on the next product's button.
      await user.click(
        within(row(1)).getByRole('button', { name: 'Togli Uova fresche da allevamento a terra da 4 uova' }),
      );
      expect(within(row(1)).queryByText('Uova fresche da allevamento a terra')).not.toBeInTheDocument();
      expect(
        within(row(1)).getByRole('button', {
          name: "Togli Uova fresche da allevamento all'aperto bio da 4 uova",
        }),
      ).toHaveFocus();

      // A new ingredient gets the focus; its product comes from the header's suggestions, by keyboard.
      await user.click(screen.getByRole('button', { name: 'Aggiungi ingrediente' }));
      const text = within(row(3)).getByRole('textbox', { name: 'Ingrediente 3' });
      expect(text).toHaveFocus();
      await user.paste('100 g di zucchero');
      const search = within(row(3)).getByRole('combobox', { name: 'Aggiungi prodotto' });
      await user.click(search);
      await user.keyboard('zucch');
      // Only the products are offered (not the suggested words), with their brand and size.
      const option = await within(row(3)).findByRole('option', { name: /Zucchero semolato/ });
      expect(option).toHaveTextContent('Eridania, 1 kg');
      expect(within(row(3)).getAllByRole('option')).toHaveLength(1);
      expect(suggests).toContain('zucch');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(within(row(3)).getByRole('list', { name: 'Prodotti di 100 g di zucchero' })).toHaveTextContent(
        'Zucchero semolato',
      );
      expect(search).toHaveValue('');
      expect(saved).toEqual([]); // Enter picked the product; it did not save the form.

      // Move the new ingredient up: the focus stays on its button, and the move is read out.
      await user.click(within(row(3)).getByRole('button', { name: 'Sposta su 100 g di zucchero' }));
      expect(within(row(2)).getByRole('textbox', { name: 'Ingrediente 2' })).toHaveValue('100 g di zucchero');
      expect(within(row(2)).getByRole('button', { name: 'Sposta su 100 g di zucchero' })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Ingrediente 100 g di zucchero spostato in posizione 2 di 3.',
      );

      // Remove the savoiardi (now third).
      await user.click(within(row(3)).getByRole('button', { name: 'Elimina 300 g di savoiardi' }));
      expect(within(ingredientsSection()).queryByRole('group', { name: 'Ingrediente 3' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatchObject({
        title: 'Tiramisù',
        recipe_ingredients: [
          { text: '4 uova', product_ids: [216] },
          { text: '100 g di zucchero', product_ids: [511] },
        ],
        // The steps go back as they were.
        recipe_steps: RECIPE.recipe_steps,
      });
      expect(await screen.findByText('Salvato: Pubblicato')).toBeInTheDocument();
    },
  );

  it('sends a row left empty as no ingredient', async () => {
    const { saved, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Aggiungi ingrediente' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0] as { recipe_ingredients: unknown[] }).recipe_ingredients).toHaveLength(2);
  });
});
