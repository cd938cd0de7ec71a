import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WishlistSummary } from '@spesa/domain';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ListSelectorDialog } from './ListSelectorDialog';

const USER = { userId: 7, firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.com' };

function summary(
  listId: number,
  name: string,
  size: number,
  grant: 'OWNER' | 'READ' | 'WRITE' = 'OWNER',
): WishlistSummary {
  return {
    id: listId,
    listId,
    wishlistId: listId,
    name,
    listName: name,
    size,
    isDefault: false,
    sharingData: { grant, sharedBy: null, sharedWith: [], hasLink: false },
    productIds: [],
  };
}

const page = { totItems: 3, totPages: 1, itemsPerPage: 50, selPage: 1 };

function setup(
  lists: WishlistSummary[],
  create: () => Promise<Response> | Response,
  products?: Parameters<typeof ListSelectorDialog>[0]['products'],
  product = makeProduct({ name: 'Latte intero', productId: 42 }),
) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const record = (path: string, init: RequestInit) =>
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
  mockFetch({
    'auth/test': () => json(envelope({ user: USER })),
    'wishlist/list': () => json(envelope({ personalList: { lists }, page })),
    'wishlist/insert': (init) => {
      record('wishlist/insert', init);
      return create() as Response;
    },
    'wishlist/add_prod': (init) => {
      record('wishlist/add_prod', init);
      return json(envelope({ ...summary(1, 'Colazione', 2), wishlistItems: [], wishlistInactiveItems: [] }));
    },
  });
  const onClose = vi.fn();
  renderWithProviders(<ListSelectorDialog product={product} products={products} onClose={onClose} />);
  return { calls, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('ListSelectorDialog', () => {
  it('shows the product, quantity and the lists the shopper may add to, with their sizes', async () => {
    setup(
      [summary(1, 'Colazione', 2), summary(2, 'Di Giulia', 4, 'READ'), summary(3, 'Condivisa', 7, 'WRITE')],
      () => json(envelope(null)),
    );
    const dialog = screen.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
    expect(within(dialog).getByText('Latte intero')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton')).toHaveTextContent('1 pz');
    await within(dialog).findByRole('button', { name: /Colazione/ });
    // A READ list cannot take products: it is not offered.
    expect(within(dialog).queryByRole('button', { name: /Di Giulia/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Condivisa/ })).toHaveTextContent('7');
  });

  it('disables CREA while the new list is being made and clears the field after', async () => {
    let answer: (r: Response) => void = () => {};
    const { calls } = setup([], () => new Promise<Response>((r) => (answer = r)));
    const field = screen.getByRole('textbox', { name: 'Crea una nuova lista' });
    const create = screen.getByRole('button', { name: 'CREA' });
    expect(create).toBeDisabled();
    fireEvent.input(field, { target: { value: '  Grigliata  ' } });
    expect(create).toBeEnabled();
    fireEvent.click(create);
    await waitFor(() => expect(create).toBeDisabled());
    expect(field).toHaveValue('  Grigliata  ');
    answer(json(envelope({ ...summary(9, 'Grigliata', 0), wishlistItems: [], wishlistInactiveItems: [] })));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(calls).toEqual([{ path: 'wishlist/insert', body: { name: 'Grigliata' } }]);
  });

  it('adds the product with the chosen quantity to the list picked, then closes', async () => {
    const { calls, onClose } = setup([summary(1, 'Colazione', 2)], () => json(envelope(null)));
    fireEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    fireEvent.click(await screen.findByRole('button', { name: /Colazione/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { path: 'wishlist/add_prod', body: { wishlistId: 1, items: [{ productId: 42, quantity: 2 }] } },
    ]);
  });

  it('asks for the options of a product with options and sends them with the list call', async () => {
    const cut = {
      parameterName: 'cut',
      name: 'Taglio',
      options: [
        { key: 'intero', value: 'Intero' },
        { key: 'fette-sottili', value: 'A fette sottili' },
      ],
      selected: null,
    };
    const slicing = {
      parameterName: 'slicing',
      name: 'Affettatura',
      options: ['Intero', 'Fette sottili', 'Fette medie', 'Fette spesse', 'Cubetti'].map((value, n) => ({
        key: `k${n}`,
        value,
      })),
      selected: { key: 'k0' },
    };
    const product = makeProduct({ name: 'Fettine di scamone', productId: 81, selectOptions: [cut, slicing] });
    const { calls, onClose } = setup(
      [summary(1, 'Grigliata', 2)],
      () => json(envelope(null)),
      undefined,
      product,
    );
    const dialog = screen.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
    // The add-to-cart flow's controls: a radio group for a few choices, a dropdown for more.
    const group = within(dialog).getByRole('radiogroup', { name: 'Taglio' });
    const select = within(dialog).getByRole('combobox', { name: 'Affettatura' });
    expect(select).toHaveValue('k0');
    expect(within(dialog).getByText('È necessario selezionare tutte le opzioni')).toBeInTheDocument();
    const list = await within(dialog).findByRole('button', { name: /Grigliata/ });
    expect(list).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(list);
    expect(calls).toEqual([]);

    fireEvent.click(within(group).getByRole('radio', { name: 'A fette sottili' }));
    fireEvent.change(select, { target: { value: 'k3' } });
    expect(within(dialog).queryByText('È necessario selezionare tutte le opzioni')).toBeNull();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(list);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        path: 'wishlist/add_prod',
        body: {
          wishlistId: 1,
          items: [{ productId: 81, quantity: 1, params: { cut: 'fette-sottili', slicing: 'k3' } }],
        },
      },
    ]);
  });

  it('adds several products at once in one call, each in its first quantity, leaving out those needing options', async () => {
    const products = [
      makeProduct({ name: 'Latte intero', productId: 42 }),
      makeProduct({ name: 'Uova', productId: 43, minAcq: 2 }),
      makeProduct(
        { name: 'Mele sfuse', productId: 44 },
        { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING_STEP: '0.25', WEIGHT_SELLING_FIRST: '0.5' },
      ),
      makeProduct({
        name: 'Prosciutto',
        productId: 45,
        selectOptions: [
          { parameterName: 'cut', label: 'Taglio', options: [{ key: 'fine', value: 'Fine' }] },
        ] as never,
      }),
    ];
    const { calls, onClose } = setup(
      [summary(1, 'Colazione', 2), summary(2, 'Di Giulia', 4, 'READ')],
      () => json(envelope(null)),
      products,
    );
    const dialog = screen.getByRole('dialog', { name: 'Seleziona una lista a cui aggiungere:' });
    expect(within(dialog).getByText('3 prodotti da aggiungere')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 prodotto va scelto con le sue opzioni/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Di Giulia/ })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Colazione/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as {
      wishlistId: number;
      items: Array<{ productId: number; quantity: number }>;
    };
    expect(body.wishlistId).toBe(1);
    expect(body.items.map((i) => i.productId)).toEqual([42, 43, 44]);
    expect(body.items[0]!.quantity).toBe(1);
    expect(body.items[1]!.quantity).toBe(2);
  });
});
