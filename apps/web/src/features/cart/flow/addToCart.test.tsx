import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@spesa/domain';
import { CartActionsContext } from '../../../components/ui/cart-actions/cart-actions-context';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import { siteConfig } from '../../../lib/config';
import { appEvents, type Notice } from '../../../lib/events';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CartQuestionsHost } from '../components/CartQuestionsHost';
import { makeCart, makeLine } from '../testing/cartFixture';
import { useAddToCartFlow } from './useAddToCartFlow';
import type { AddToCartDeps } from './addToCartFlow';

// The add-to-cart flow as a shopper meets it on a product card: what is asked, in which order,
// what reaches cart/add and which notice follows (storefront spec sections 4 and 8).

const LOGGED_IN = { user: { userId: 5, firstName: 'Mario', lastName: 'Rossi', email: 'm@example.com' } };
const VISITOR = { user: { userId: -1 } };

function Provider({
  children,
  chooseDelivery,
}: {
  children: React.ReactNode;
  chooseDelivery: AddToCartDeps['chooseDelivery'];
}) {
  const actions = useAddToCartFlow(chooseDelivery);
  return (
    <CartActionsContext.Provider value={actions}>
      {children}
      <CartQuestionsHost />
    </CartActionsContext.Provider>
  );
}

interface Setup {
  user?: unknown;
  /** The shop keeps visitors' carts (ANONYMOUS_CART on): cart/view answers a visitor. */
  anonymousCart?: boolean;
  cart?: Cart | null;
  addAnswer?: (body: { items: Array<Record<string, unknown>> }) => unknown;
  /** The answer of cart-giftcertificate/add_code (applied unless told). */
  giftAnswer?: () => unknown;
}

const NOT_LOGGED_IN = envelope(null, {
  status: 1,
  errorsMessage: [
    { code: 'NOT_LOGGED_IN', message: "E' necessario autenticarsi per visualizzare il carrello" },
  ],
});

function setup(
  product = makeProduct(),
  { user = LOGGED_IN, cart = makeCart(), addAnswer, anonymousCart = false, giftAnswer }: Setup = {},
) {
  const bodies: Array<{ items: Array<Record<string, unknown>> }> = [];
  /** The cart calls in the order they were made. */
  const calls: string[] = [];
  const who = { user };
  mockFetch({
    'auth/test': () => json(envelope(who.user)),
    'cart/view': () =>
      json(who.user === VISITOR ? (anonymousCart ? envelope(null) : NOT_LOGGED_IN) : envelope(cart)),
    'cart/update': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return json(envelope(makeCart([makeLine({ quantity: 3 })])));
    },
    'cart/delete': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return json(envelope(makeCart([])));
    },
    'cart-giftcertificate/add_code': (_init, url) => {
      calls.push(`add_code ${url.searchParams.get('code')}`);
      return json(giftAnswer ? giftAnswer() : envelope(cart));
    },
    'cart/add': (init) => {
      calls.push('add');
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return json(addAnswer ? addAnswer(body) : envelope(makeCart([makeLine()])));
    },
  });
  const chooseDelivery = vi.fn(async () => {});
  renderWithProviders(
    <Provider chooseDelivery={chooseDelivery}>
      <ProductCard product={product} />
    </Provider>,
  );
  const add = () => userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
  /** The login dialog closes: logged in (auth/test now answers the shopper) or not. */
  const loginCloses = (loggedIn: boolean) => {
    if (loggedIn) who.user = LOGGED_IN;
    appEvents.emit('login-closed', { loggedIn });
  };
  return { bodies, calls, chooseDelivery, add, loginCloses };
}

let notices: Notice[] = [];
let offs: Array<() => void> = [];
let loginAsked = 0;
beforeEach(() => {
  sessionStorage.clear();
  notices = [];
  loginAsked = 0;
  offs = [appEvents.on('notice', (n) => notices.push(n)), appEvents.on('login-required', () => loginAsked++)];
});
afterEach(() => {
  offs.forEach((off) => off());
  vi.unstubAllGlobals();
});

const settle = () => waitFor(() => expect(notices.length).toBeGreaterThan(0));

describe('add to cart', () => {
  it('a visitor is asked to log in; the dialog closed without logging in, nothing is sent', async () => {
    const { add, bodies, loginCloses } = setup(makeProduct(), { user: VISITOR });
    await add();
    await waitFor(() => expect(loginAsked).toBe(1));
    loginCloses(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies).toHaveLength(0);
    expect(notices).toEqual([]);
  });

  it('a visitor who logs in from the add goes on to the add, without pressing Aggiungi again', async () => {
    const { add, bodies, loginCloses } = setup(makeProduct(), { user: VISITOR });
    await add();
    await waitFor(() => expect(loginAsked).toBe(1));
    loginCloses(true);
    await settle();
    expect(bodies).toEqual([{ items: [expect.objectContaining({ productId: 101, quantity: 1 })] }]);
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'success', message: 'Prodotto aggiunto al carrello' }),
    ]);
  });

  it('with the anonymous cart on, a visitor adds at once: no login, no address or timeslot', async () => {
    const { add, bodies, chooseDelivery } = setup(makeProduct(), { user: VISITOR, anonymousCart: true });
    await add();
    await settle();
    expect(loginAsked).toBe(0);
    expect(chooseDelivery).not.toHaveBeenCalled();
    expect(bodies).toEqual([{ items: [expect.objectContaining({ productId: 101, quantity: 1 })] }]);
    // From now on this visitor's cart is read for them (the header shows it after a reload).
    expect(sessionStorage.getItem('spesa.visitorCart')).toBe('1');
  });

  it('a gift code kept from a link is sent before the first add, then forgotten', async () => {
    sessionStorage.setItem('spesa.pendingGiftCode', 'BENVENUTO10');
    const { add, calls } = setup();
    await add();
    await settle();
    expect(calls).toEqual(['add_code BENVENUTO10', 'add']);
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBeNull();
    notices = [];
    await add();
    await settle();
    expect(calls).toEqual(['add_code BENVENUTO10', 'add', 'add']);
  });

  it('a refused gift code says nothing: the add goes on and only its toast shows', async () => {
    sessionStorage.setItem('spesa.pendingGiftCode', 'SCADUTO');
    const refused = envelope(null, {
      status: 1,
      errorsMessage: [{ code: 'GIFT_CODE_INVALID', message: 'Il codice sconto "SCADUTO" non è valido.' }],
    });
    const { add, calls } = setup(makeProduct(), { giftAnswer: () => refused });
    await add();
    await settle();
    expect(calls).toEqual(['add_code SCADUTO', 'add']);
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'success', message: 'Prodotto aggiunto al carrello' }),
    ]);
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBeNull();
  });

  it("a visitor's code waits for the login: their own cart takes no codes", async () => {
    sessionStorage.setItem('spesa.pendingGiftCode', 'BENVENUTO10');
    const { add, calls } = setup(makeProduct(), { user: VISITOR, anonymousCart: true });
    await add();
    await settle();
    expect(calls).toEqual(['add']);
    expect(sessionStorage.getItem('spesa.pendingGiftCode')).toBe('BENVENUTO10');
  });

  it('without an address the delivery choice opens first; closed without one, nothing is added', async () => {
    const { add, bodies, chooseDelivery } = setup(makeProduct(), {
      cart: makeCart([], { shippingAddress: null, timeslot: null }),
    });
    await add();
    await waitFor(() => expect(chooseDelivery).toHaveBeenCalledWith('address'));
    expect(bodies).toHaveLength(0);
  });

  it('with an address but no slot the timeslot is asked', async () => {
    const { add, chooseDelivery } = setup(makeProduct(), { cart: makeCart([], { timeslot: null }) });
    await add();
    await waitFor(() => expect(chooseDelivery).toHaveBeenCalledWith('timeslot'));
  });

  it('adds the pieces of the stepper and shows the success toast for status 0 without messages', async () => {
    const { add, bodies } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    await add();
    await settle();
    expect(bodies[0].items[0]).toMatchObject({ productId: 101, quantity: 2 });
    expect(bodies[0].items[0]).not.toHaveProperty('use_wpid');
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'success', message: 'Prodotto aggiunto al carrello' }),
    ]);
  });

  it('a Sfuso travels in kg', async () => {
    const { add, bodies } = setup(
      makeProduct(
        {},
        { TIPOLOGIA: 'Sfuso', STEP_SELLING: '0.25', WEIGHT_SELLING: '0.5', WEIGHT_UNIT_SELLING: 'kg' },
      ),
    );
    await add();
    await settle();
    expect(bodies[0].items[0].quantity).toBe(0.5);
  });

  it('an answer with messages shows the server messages instead of the success toast', async () => {
    const { add } = setup(makeProduct(), {
      addAnswer: () =>
        envelope(makeCart([makeLine()]), {
          warningsMessage: [{ code: 'ITEMS_NOT_SELLABLE', message: 'Alcuni prodotti non sono disponibili' }],
        }),
    });
    await add();
    await settle();
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'warning', message: 'Alcuni prodotti non sono disponibili' }),
    ]);
  });

  it('a refusal shows the server message, not the success toast', async () => {
    const { add } = setup(makeProduct(), {
      addAnswer: () =>
        envelope(
          { productId: 101, nearest: { lower: 6, higher: 12 } },
          {
            status: 1,
            errorsMessage: [{ code: 'QTY_ABOVE_MAX', message: 'La quantità massima acquistabile è 6 pz' }],
          },
        ),
    });
    await add();
    await settle();
    expect(notices).toEqual([
      expect.objectContaining({ variant: 'error', message: 'La quantità massima acquistabile è 6 pz' }),
    ]);
  });

  it('missing options are asked in a modal that confirms only once every option is chosen', async () => {
    const product = makeProduct({
      selectOptions: [
        {
          parameterName: 'taglio',
          name: 'Taglio',
          options: [
            { key: 'intero', value: 'Intero' },
            { key: 'fette', value: 'A fette' },
          ],
          selected: null,
        },
      ],
    } as never);
    const { add, bodies } = setup(product);
    await add();
    const dialog = await screen.findByRole('dialog', { name: 'È necessario selezionare tutte le opzioni' });
    const confirm = within(dialog).getByRole('button', { name: 'Aggiungi al carrello' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A fette' }));
    await userEvent.click(confirm);
    await settle();
    expect(bodies[0].items[0].params).toEqual({ taglio: 'fette' });
  });

  it('options modal closed: nothing is added', async () => {
    const product = makeProduct({
      selectOptions: [
        {
          parameterName: 'taglio',
          name: 'Taglio',
          options: [{ key: 'intero', value: 'Intero' }],
          selected: null,
        },
      ],
    } as never);
    const { add, bodies } = setup(product);
    await add();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(0);
  });

  const promoProduct = () =>
    makeProduct({
      warehousePromo: {
        warehousePromoId: 77,
        warehousePromoTypeId: 4,
        selectable: true,
        discount: null,
        discountPerc: 10,
        validityDate: '2026-11-01',
        expireDate: '2026-12-31',
        view: {
          cssClass: null,
          header: 'Buono',
          body: '-10%',
          footer: null,
          selectablePromoText: 'Vuoi usare il buono sconto del 10% su questo articolo?',
        },
      },
    });

  it('selectable promotion: No sends use_wpid -1', async () => {
    const { add, bodies } = setup(promoProduct());
    await add();
    const dialog = await screen.findByRole('dialog', { name: 'Latte intero 1 l' });
    expect(dialog).toHaveTextContent('Vuoi usare il buono sconto del 10% su questo articolo?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await settle();
    expect(bodies[0].items[0].use_wpid).toBe(-1);
  });

  it('selectable promotion: Sì sends the promotion id', async () => {
    const { add, bodies } = setup(promoProduct());
    await add();
    const dialog = await screen.findByRole('dialog', { name: 'Latte intero 1 l' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await settle();
    expect(bodies[0].items[0].use_wpid).toBe(77);
  });
});

describe("'update cart' mode (siteConfig.updateCart)", () => {
  const setMode = (on: boolean) =>
    Object.defineProperty(siteConfig, 'updateCart', { value: on, configurable: true });
  afterEach(() => setMode(false));

  it('a product in the cart shows its line; plus goes straight to the cart, no add button', async () => {
    setMode(true);
    const { bodies } = setup(makeProduct(), { cart: makeCart([makeLine({ quantity: 2 })]) });
    const value = await screen.findByRole('spinbutton', { name: 'Quantità' });
    await waitFor(() => expect(value).toHaveTextContent('2 pz'));
    expect(screen.queryByRole('button', { name: 'Aggiungi' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ items: [{ itemId: 1, quantity: 3 }] });
  });

  it('lowering the line to 0 asks first, then removes it', async () => {
    setMode(true);
    const { bodies } = setup(makeProduct(), { cart: makeCart([makeLine({ quantity: 1 })]) });
    // '1 pz' is also the card's own quantity before the cart has arrived (its minus then does
    // nothing): the line is shown once the add button has given way to it.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Aggiungi' })).toBeNull();
      expect(screen.getByRole('spinbutton', { name: 'Quantità' })).toHaveTextContent('1 pz');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Diminuisci quantità' }));
    const dialog = await screen.findByRole('dialog', { name: 'Togliere il prodotto?' });
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Togli' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ items: [{ itemId: 1, productId: 101 }] });
  });

  it('off (the default): the stepper stays local and nothing is sent until Aggiungi', async () => {
    const { bodies } = setup(makeProduct(), { cart: makeCart([makeLine({ quantity: 2 })]) });
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantità' })).toHaveTextContent('2 pz');
    expect(bodies).toHaveLength(0);
  });
});
