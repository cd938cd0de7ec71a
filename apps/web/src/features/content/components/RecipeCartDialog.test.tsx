import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@spesa/domain';
import {
  CartActionsContext,
  type CartActions,
} from '../../../components/ui/cart-actions/cart-actions-context';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RecipeCartDialog } from './RecipeCartDialog';

const page = { totItems: 1, totPages: 1, itemsPerPage: 100, selPage: 1 };
const list = (products: Product[]) =>
  json(envelope({ products, page: { ...page, totItems: products.length } }));

const mascarpone = makeProduct({ productId: 176, name: 'Mascarpone' });
const uova = makeProduct({ productId: 215, name: 'Uova fresche da allevamento a terra' });
const uovaBio = makeProduct({ productId: 216, name: "Uova fresche da allevamento all'aperto bio" });
const zucchero = makeProduct({ productId: 511, name: 'Zucchero semolato', available: 0 });
const frollini = makeProduct({ productId: 530, name: 'Frollini al burro' });

const INGREDIENTS = [
  { text: '300 g di savoiardi', product_ids: [] },
  { text: '500 g di mascarpone', product_ids: [176] },
  { text: '4 uova', product_ids: [215, 216] },
  { text: '100 g di zucchero', product_ids: [511] },
  { text: 'Cacao amaro', product_ids: [] },
];

function setup() {
  const searches: string[] = [];
  const linkedCalls: string[] = [];
  mockFetch({
    'auth/test': () => json(envelope({ user: { userId: -1 } })),
    products: (_init, url) => {
      const ids = url.searchParams.get('product_id');
      if (ids) {
        linkedCalls.push(ids);
        const all = [mascarpone, uova, uovaBio, zucchero];
        return list(all.filter((p) => ids.split(',').includes(String(p.productId))));
      }
      const q = url.searchParams.get('q') ?? '';
      searches.push(q);
      return list(q === 'savoiardi' ? [frollini] : []);
    },
  });
  const addToCart = vi.fn<CartActions['addToCart']>(async () => {});
  const actions: CartActions = {
    addToCart,
    setLineQuantity: vi.fn(),
    ensureDelivery: vi.fn(async () => true),
  };
  const onClose = vi.fn();
  renderWithProviders(
    <CartActionsContext.Provider value={actions}>
      <RecipeCartDialog ingredients={INGREDIENTS} open onClose={onClose} />
    </CartActionsContext.Provider>,
    { warehouseScope: true },
  );
  return { addToCart, onClose, searches, linkedCalls };
}

afterEach(() => vi.unstubAllGlobals());

const groupOf = (text: string) => screen.getByRole('heading', { name: text }).closest('li') as HTMLElement;

describe('RecipeCartDialog', () => {
  it('ticks the linked products, shows search suggestions unticked and says when nothing was found', async () => {
    const { linkedCalls, searches } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Aggiungi gli ingredienti al carrello' });
    const cheese = await within(dialog).findByRole('checkbox', { name: /Mascarpone/ });
    expect(cheese).toBeChecked();
    // Two products linked to the eggs: the first one is ticked, the other offered.
    const eggs = groupOf('4 uova');
    expect(within(eggs).getByRole('checkbox', { name: /allevamento a terra/ })).toBeChecked();
    expect(within(eggs).getByRole('checkbox', { name: /aperto bio/ })).not.toBeChecked();
    // The sugar the recipe links is not sold in this store: shown, not ticked, not tickable.
    const sugar = within(groupOf('100 g di zucchero')).getByRole('checkbox', { name: /Zucchero semolato/ });
    expect(sugar).not.toBeChecked();
    expect(sugar).toBeDisabled();
    expect(within(groupOf('100 g di zucchero')).getByText('Non disponibile')).toBeInTheDocument();

    // Savoiardi are linked to nothing: the search's candidate, labelled and left unticked.
    const savoiardi = groupOf('300 g di savoiardi');
    const suggestion = await within(savoiardi).findByRole('checkbox', { name: /Frollini al burro/ });
    expect(suggestion).not.toBeChecked();
    expect(within(savoiardi).getByText('Suggerimento')).toBeInTheDocument();
    expect(within(savoiardi).getByText(/Suggerimenti dalla ricerca/)).toBeInTheDocument();
    expect(await within(groupOf('Cacao amaro')).findByText('Nessun prodotto trovato')).toBeInTheDocument();

    // One call for the linked products; searches only for the unlinked ingredients ('cacao amaro',
    // then its first word).
    expect(linkedCalls).toEqual(['176,215,216,511']);
    expect(searches.sort()).toEqual(['cacao', 'cacao amaro', 'savoiardi']);
    expect(within(dialog).getByRole('button', { name: 'Aggiungi 2 prodotti' })).toBeEnabled();
  });

  it('adds only what stays ticked, each in its first quantity, then closes', async () => {
    const { addToCart, onClose } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Mascarpone/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Frollini al burro/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi 2 prodotti' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // In the recipe's order.
    expect(addToCart.mock.calls.map(([p, q]) => [p.name, q])).toEqual([
      ['Frollini al burro', 1000],
      ['Uova fresche da allevamento a terra', 1000],
    ]);
  });

  it('adds nothing when everything is unticked', async () => {
    const { addToCart } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Mascarpone/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /allevamento a terra/ }));
    expect(screen.getByRole('button', { name: 'Aggiungi 0 prodotti' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(addToCart).not.toHaveBeenCalled();
  });
});
