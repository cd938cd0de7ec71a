import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@spesa/domain';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CartQuestionsHost } from '../components/CartQuestionsHost';
import { leanOf, makeCart, makeLine } from '../testing/cartFixture';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import CartPage from './CartPage';

// The /cart page as a shopper uses it: steppers that change the cart, 0 confirmed before the
// line goes, emptying confirmed, a wrong gift code said under the field, visitors asked to log in.

const LOGGED_IN = { user: { userId: 5, firstName: 'Mario', lastName: 'Rossi', email: 'm@example.com' } };

function setup(
  cart: Cart | null,
  user: unknown = LOGGED_IN,
  extra: Record<string, (init: RequestInit, url: URL) => Response> = {},
) {
  const calls: Array<{ path: string; body: unknown; url: URL }> = [];
  const record = (path: string, answer: unknown) => (init: RequestInit, url: URL) => {
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null, url });
    return json(answer);
  };
  mockFetch({
    'auth/test': () => json(envelope(user)),
    'cart/view': () => json(envelope(cart)),
    'cart/update': record('cart/update', envelope(makeCart([makeLine({ quantity: 2 })]))),
    'cart/delete': record('cart/delete', envelope(makeCart([]))),
    ...extra,
  });
  renderWithProviders(
    <>
      <CartPage />
      <CartQuestionsHost />
    </>,
    { route: '/cart' },
  );
  return calls;
}

/** The summary's totals ('Riepilogo'): the line totals and the phone's bar say amounts too. */
const totals = () => screen.getByRole('region', { name: 'Riepilogo' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('cart page', () => {
  it('tells a visitor to log in to see the cart', async () => {
    setup(null, { user: { userId: -1 } });
    await screen.findByText("E' necessario autenticarsi per visualizzare il carrello");
  });

  it('a visitor with a cart of their own (anonymous cart) sees it, and is invited to log in for the rest', async () => {
    sessionStorage.setItem('spesa.visitorCart', '1');
    setup(makeCart([makeLine()]), { user: { userId: -1 } });
    expect(await screen.findByRole('link', { name: 'Latte intero 1 l' })).toBeInTheDocument();
    expect(screen.queryByText("E' necessario autenticarsi per visualizzare il carrello")).toBeNull();
    expect(screen.getByText(/Accedi per usare un codice sconto/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/codice sconto/i)).toBeNull();
  });

  it('a visitor whose cart is gone (data null) sees an empty cart, not an error', async () => {
    sessionStorage.setItem('spesa.visitorCart', '1');
    setup(null, { user: { userId: -1 } });
    await screen.findByText('Il carrello è vuoto');
    expect(screen.queryByText("E' necessario autenticarsi per visualizzare il carrello")).toBeNull();
  });

  it('a cart that cannot be read says so, and "Riprova" reads it again', async () => {
    let fail = true;
    setup(null, LOGGED_IN, {
      'cart/view': () => (fail ? json({}, 500) : json(envelope(makeCart([makeLine()])))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Si è verificato un errore durante il caricamento del carrello.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Latte intero 1 l' })).toBeInTheDocument();
  });

  it('an empty cart says so and leads to the shop', async () => {
    setup(makeCart([]));
    await screen.findByText('Il carrello è vuoto');
    expect(screen.getByRole('link', { name: 'Vai alla spesa' })).toHaveAttribute('href', '/');
  });

  it('shows the lines by department, the totals with VAT by rate and the card hold', async () => {
    setup(makeCart([makeLine()]));
    await screen.findByRole('heading', { name: 'Latticini e formaggi' });
    expect(screen.getByRole('link', { name: 'Latte intero 1 l' })).toBeInTheDocument();
    // The summary's button, and the phone's bar at the bottom of the screen (one shows per width).
    const toCheckout = screen.getAllByRole('link', { name: 'Vai alla cassa' });
    expect(toCheckout).toHaveLength(2);
    for (const link of toCheckout) expect(link).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('IVA 4% su 1,59 €')).toBeInTheDocument();
    expect(screen.getByText(/bloccato \(non addebitato\) un importo di 1,91/)).toBeInTheDocument();
  });

  describe('on a phone (issue 40)', () => {
    const apples = makeProduct(
      {
        productId: 202,
        id: 202,
        slug: 'mele-golden',
        name: 'Mele Golden',
        priceDisplay: 2.9,
        priceUmDisplay: 2.9,
        weightUnitDisplay: 'kg',
        priceUnitDisplay: '2,90 €/kg',
      },
      { TIPOLOGIA: 'Sfuso', WEIGHT_UNIT_SELLING: 'kg', STEP_SELLING: '0.5' },
    );
    const weighed = makeLine(
      { itemId: 2, quantity: 1.5, unitPrice: 2.9, grossTotal: 4.35, standardTotal: 4.35 },
      apples,
    );

    it('each line says its unit price; a weighed line its price per kg and ≈ before its total', async () => {
      setup(makeCart([makeLine(), weighed]));
      const milk = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
      expect(within(milk).getByText('1,59 € cad. · 1,59 €/l')).toBeInTheDocument();
      expect(within(milk).queryByText('≈')).toBeNull();
      const line = screen.getByRole('listitem', { name: 'Mele Golden' });
      expect(within(line).getByText('2,90 €/kg')).toBeInTheDocument();
      expect(within(line).getByText(/Totale riga stimato/).parentElement).toHaveTextContent(/≈\s4,35\s€/);
    });

    it('keeps the note behind "Aggiungi una nota", and shows a note already written', async () => {
      const noted = makeLine(
        { itemId: 3, infos: { accept_alternatives: false, note: 'Ben mature' } },
        makeProduct({ productId: 303, id: 303, slug: 'banane', name: 'Banane' }),
      );
      setup(makeCart([makeLine(), noted]));
      const milk = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
      expect(within(milk).queryByRole('textbox', { name: 'Nota per chi prepara la spesa' })).toBeNull();
      await userEvent.click(within(milk).getByRole('button', { name: 'Aggiungi una nota' }));
      const field = within(milk).getByRole('textbox', { name: 'Nota per chi prepara la spesa' });
      await waitFor(() => expect(field).toHaveFocus());
      const bananas = screen.getByRole('listitem', { name: 'Banane' });
      expect(within(bananas).getByRole('textbox', { name: 'Nota per chi prepara la spesa' })).toHaveValue(
        'Ben mature',
      );
      expect(within(bananas).queryByRole('button', { name: 'Aggiungi una nota' })).toBeNull();
    });

    it('has a bar with the total and the way to the checkout', async () => {
      setup(makeCart([makeLine(), weighed], { grossTotal: 5.94 }));
      const bar = await screen.findByTestId('cart-checkout-bar');
      expect(bar).toHaveTextContent('Totale5,94 €');
      expect(within(bar).getByRole('link', { name: 'Vai alla cassa' })).toHaveAttribute('href', '/checkout');
    });
  });

  it('plus changes the line on the server', async () => {
    const calls = setup(makeCart([makeLine()]));
    const line = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
    await userEvent.click(within(line).getByRole('button', { name: 'Aumenta quantità' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: 'cart/update', body: { items: [{ itemId: 1, quantity: 2 }] } });
  });

  describe('with the lean answer of the changes (decision 0068)', () => {
    const bread = makeProduct({ productId: 202, id: 202, slug: 'pane-comune', name: 'Pane comune 500 g' });
    const milk = makeLine();
    const before = makeCart([milk, makeLine({ itemId: 2, unitPrice: 2.1, grossTotal: 2.1 }, bread)], {
      grossTotal: 3.69,
    });
    const after = makeCart(
      [milk, makeLine({ itemId: 2, quantity: 2, unitPrice: 2.1, grossTotal: 4.2 }, bread)],
      {
        grossTotal: 5.79,
        version: 2,
      },
    );

    it('asks for it, and shows every line, its figures and the totals the answer carries', async () => {
      const calls = setup(before, LOGGED_IN, {
        'cart/update': (init, url) => {
          calls.push({ path: 'cart/update', body: JSON.parse(String(init.body)), url });
          return json(envelope(leanOf(after, [2])));
        },
      });
      const line = await screen.findByRole('listitem', { name: 'Pane comune 500 g' });
      expect(within(totals()).getByText('3,69 €')).toBeInTheDocument();
      await userEvent.click(within(line).getByRole('button', { name: 'Aumenta quantità' }));
      await within(totals()).findByText('5,79 €');
      expect(calls[0]!.url.searchParams.get('answer')).toBe('lean');
      expect(within(line).getByText('4,20 €')).toBeInTheDocument();
      // The line whose product the answer did not send keeps it from the cart shown.
      expect(screen.getByRole('link', { name: 'Latte intero 1 l' })).toBeInTheDocument();
    });

    it('reads the cart again when the answer names a product the cart did not hold', async () => {
      let views = 0;
      const milkOnly = makeCart([milk]);
      setup(milkOnly, LOGGED_IN, {
        'cart/view': () => json(envelope(views++ === 0 ? milkOnly : after)),
        // Another tab added the bread: this cart had only the milk.
        'cart/update': () => json(envelope(leanOf(after, [1]))),
      });
      const line = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
      await userEvent.click(within(line).getByRole('button', { name: 'Aumenta quantità' }));
      await within(totals()).findByText('5,79 €');
      expect(views).toBe(2);
      expect(screen.getByRole('link', { name: 'Pane comune 500 g' })).toBeInTheDocument();
    });
  });

  it('lowering to 0 asks first: Annulla keeps the line, Togli removes it', async () => {
    const calls = setup(makeCart([makeLine()]));
    const line = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
    await userEvent.click(within(line).getByRole('button', { name: 'Diminuisci quantità' }));
    let dialog = await screen.findByRole('dialog', { name: 'Togliere il prodotto?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await userEvent.click(within(line).getByRole('button', { name: 'Diminuisci quantità' }));
    dialog = await screen.findByRole('dialog', { name: 'Togliere il prodotto?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Togli' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: 'cart/delete', body: { items: [{ itemId: 1, productId: 101 }] } });
    await screen.findByText('Il carrello è vuoto');
  });

  it('emptying the cart is confirmed first and sends the version seen', async () => {
    const calls = setup(makeCart([makeLine()], { version: 4 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Svuotare il carrello?' });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Svuota' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ version: 4 });
  });

  it('a wrong gift code is said under the field in the server words', async () => {
    const message = 'Il codice sconto "NONVALE" non è valido. Verifica di averlo scritto correttamente.';
    setup(makeCart([makeLine()]), LOGGED_IN, {
      'cart-giftcertificate/add_code': () =>
        json(envelope(null, { status: 1, errorsMessage: [{ code: 'GIFT_CODE_INVALID', message }] })),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Codice sconto' }), 'NONVALE');
    await userEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
  it('a cart that is an order being modified says which, until when, and gives it back on request', async () => {
    const modifying = makeCart([makeLine()], {
      cartInfos: {
        modified_order_id: '7',
        modify_cutoff_at: '2026-11-25T07:00:00.000Z',
        modify_payment_type_id: '2',
      },
    });
    const calls = setup(modifying, LOGGED_IN, {
      'order/modify-cancel': (init, url) => {
        calls.push({ path: 'order/modify-cancel', body: null, url });
        return json(envelope(null));
      },
    });
    const banner = await screen.findByRole('alert');
    expect(
      within(banner).getByRole('heading', { name: "Stai modificando l'ordine n. 7" }),
    ).toBeInTheDocument();
    expect(banner).toHaveTextContent(/entro il 25 novembre 2026 alle ore 08:00/);
    for (const link of screen.getAllByRole('link', { name: 'Conferma le modifiche' }))
      expect(link).toHaveAttribute('href', '/checkout');
    await userEvent.click(within(banner).getByRole('button', { name: 'Annulla modifiche' }));
    const dialog = screen.getByRole('dialog', { name: "Annullare le modifiche all'ordine n. 7?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sì, annulla le modifiche' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'order/modify-cancel')).toBe(true));
    expect(calls.find((c) => c.path === 'order/modify-cancel')!.url.searchParams.get('order_id')).toBe('7');
  });

  it('the card hold is explained for a card order being modified, not for one paid on delivery', async () => {
    const modifying = (paymentTypeId: string) =>
      makeCart([makeLine()], {
        cartInfos: {
          modified_order_id: '7',
          modify_cutoff_at: '2026-11-25T07:00:00.000Z',
          modify_payment_type_id: paymentTypeId,
        },
      });
    setup(modifying('2'), LOGGED_IN);
    await screen.findAllByRole('link', { name: 'Conferma le modifiche' });
    expect(screen.queryByText('Pagando con carta')).not.toBeInTheDocument();
    cleanup();
    setup(modifying('12'), LOGGED_IN);
    await screen.findAllByRole('link', { name: 'Conferma le modifiche' });
    expect(screen.getByText('Pagando con carta')).toBeInTheDocument();
  });

  it('the invoice box stays as clicked from the click until the cart answered shows it', async () => {
    const cart = makeCart([makeLine()]);
    setup(cart, LOGGED_IN, {
      'cart/update-cart-info': () => json(envelope({ ...cart, cartInfos: { need_invoice: 'true' } })),
    });
    const box = await screen.findByRole('checkbox', { name: 'Desidero la fattura' });
    // Every state the box goes through, as the shopper would see it.
    const seen: boolean[] = [];
    const watch = new MutationObserver(() => seen.push(box.isConnected && (box as HTMLInputElement).checked));
    watch.observe(document.body, { subtree: true, attributes: true, childList: true });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeEnabled());
    watch.disconnect();
    expect(box).toBeChecked();
    // Once ticked, never unticked on the way (the press itself may come first: its ripple).
    expect(seen.slice(seen.indexOf(true))).not.toContain(false);
  });
});
