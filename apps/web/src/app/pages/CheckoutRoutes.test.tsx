import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { InvoiceHolder, Order } from '@spesa/domain';
import { makeCart, makeLine } from '../../features/cart/testing/cartFixture';
import { rememberPlacedOrder } from '../../features/checkout/flow/placedOrders';
import { deliveryFlow } from '../../features/delivery/flow/deliveryFlow';
import { envelope, json, mockFetch } from '../../test/mockFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CheckoutRoute, ConfirmationRoute } from './CheckoutRoutes';

// The checkout as composed by app/ (the cart's lines and totals, the delivery dialogs): what the
// shopper sees and what reaches the API when "Conferma ordine" is pressed once, twice, after a
// lost connection, or refused.

const USER = { user: { userId: 5, firstName: 'Mario', lastName: 'Rossi', userType: { userTypeId: '1' } } };
const CART = makeCart([makeLine()], { cartId: 10, version: 4, grossTotal: 51, paymentHold: 61.2 });

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 77,
  cartId: 10,
  orderStatusId: 3,
  orderStatusDescr: 'Ordinato',
  paymentTypeId: 2,
  paymentState: 'pending',
  addDate: '2026-11-24T10:00:00Z',
  timeslot: { date: '2026-11-24', timeslotId: 7 },
  goodsTotal: 51,
  giftDiscount: 0,
  deliveryFee: 0,
  grossTotal: 51,
  prebilledAmount: 51,
  paymentDueAt: null,
  orderLines: [],
  transactions: [],
  ...over,
});

type Call = { path: string; url: URL; headers: Record<string, string> };

function setup(
  answers: {
    prepare?: () => Response;
    buy?: () => Response | Promise<Response>;
    payAgain?: () => Response;
    cart?: typeof CART;
    invoiceHolders?: InvoiceHolder[];
  } = {},
  route = '/checkout',
) {
  const calls: Call[] = [];
  const record =
    (path: string, answer: () => Response | Promise<Response>) => (init: RequestInit, url: URL) => {
      calls.push({ path, url, headers: (init.headers ?? {}) as Record<string, string> });
      return answer();
    };
  mockFetch({
    'auth/test': () => json(envelope(USER)),
    'cart/view': () => json(envelope(answers.cart ?? CART)),
    'user-person-fiscal/invoice-holders': () =>
      json(envelope({ invoiceHolders: answers.invoiceHolders ?? [] })),
    'payment-type/list-auth': () => json(envelope({ auths: [] })),
    'checkout/prepare': record(
      'prepare',
      answers.prepare ?? (() => json(envelope({ ...CART, cartStatusId: 7 }))),
    ),
    'checkout/buy': record(
      'buy',
      answers.buy ?? (() => json(envelope({ order: order(), paymentUrl: null }))),
    ),
    'cart/close': record('close', () => json(envelope({ cartId: 10, cartStatusId: 1 }))),
    'order/modify-payment-type': record('payAgain', answers.payAgain ?? (() => json(envelope(null)))),
  });
  renderWithProviders(
    <Routes>
      <Route path="/checkout" element={<CheckoutRoute />} />
      <Route path="/checkout/confirmation/:orderId" element={<ConfirmationRoute />} />
    </Routes>,
    { route },
  );
  return calls;
}

const confirmButton = () => screen.findByRole('button', { name: 'Conferma ordine' });
const acceptTerms = async () =>
  userEvent.click(
    await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }),
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('asks for the terms before anything is sent', async () => {
    const calls = setup();
    await userEvent.click(await confirmButton());
    expect(
      await screen.findByText("Per confermare l'ordine accetta le condizioni generali di vendita."),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('a double click places one order: prepare, then buy with one Idempotency-Key, then the confirmation', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls = setup({
      buy: async () => {
        await gate;
        return json(envelope({ order: order(), paymentUrl: null }));
      },
    });
    await acceptTerms();
    const button = await confirmButton();
    await userEvent.click(button);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']));
    await userEvent.click(screen.getByRole('button', { name: 'Conferma in corso…' }));
    release();
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']);
    const buy = calls[1];
    expect(buy.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(buy.url.searchParams.get('payment_type_id')).toBe('2');
    expect(buy.url.searchParams.get('cart_id')).toBe('10');
    expect(buy.url.searchParams.get('cart_version')).toBe('4');
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({ consentAmount: 51 });
    expect(screen.getByText('Ordine n. 77')).toBeVisible();
    expect(screen.getByText('Da pagare alla consegna')).toBeVisible();
  });

  it('an invoice with several holders: the shopper picks one, the buy carries it, the confirmation names it', async () => {
    const holders: InvoiceHolder[] = [
      {
        personFiscalId: null,
        name: 'Mario Rossi',
        vatCode: null,
        fiscalCode: 'RSSMRA80A01F205X',
        address: 'Via Roma 1, 20121 Milano (MI)',
      },
      {
        personFiscalId: 31,
        name: 'Rossi Ristorazione S.r.l.',
        vatCode: '09876543217',
        fiscalCode: null,
        address: 'Via Po 3, 10123 Torino (TO)',
      },
    ];
    const calls = setup({
      cart: { ...CART, cartInfos: { need_invoice: 'true' } },
      invoiceHolders: holders,
      buy: () => json(envelope({ order: order({ invoiceHolder: holders[1] }), paymentUrl: null })),
    });
    const group = await screen.findByRole('radiogroup', { name: 'A chi intestare la fattura?' });
    expect(screen.getByRole('radio', { name: /Mario Rossi/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Rossi Ristorazione S\.r\.l\./ }));
    expect(group).toBeVisible();
    await acceptTerms();
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    const buy = calls.find((c) => c.path === 'buy')!;
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({
      consentAmount: 51,
      invoicePersonFiscalId: 31,
    });
    expect(screen.getByText('Fattura intestata a')).toBeVisible();
    expect(screen.getByText('Rossi Ristorazione S.r.l. · P. IVA 09876543217')).toBeVisible();
  });

  it('a lost answer: "Riprova" sends the same key straight to buy and shows the order placed, even after the cart is gone', async () => {
    let lost = true;
    const calls = setup({
      buy: () => {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json(envelope({ order: order(), paymentUrl: null }));
      },
    });
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText("Non sappiamo se l'ordine è arrivato")).toBeVisible();
    expect(
      screen.getByText(
        /La connessione si è interrotta mentre confermavi l'ordine \(Pagamento alla consegna\)/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy', 'buy']);
    expect(calls[2].headers['Idempotency-Key']).toBe(calls[1].headers['Idempotency-Key']);
    expect(calls[2].url.search).toBe(calls[1].url.search);
  });

  it('a page opened again while an attempt waits for its answer offers it first; going back makes a new attempt', async () => {
    sessionStorage.setItem(
      'spesa.checkout.attempt',
      JSON.stringify({
        key: 'k-old',
        fingerprint: 'x',
        request: { cartId: 10, cartVersion: 4, paymentTypeId: 12, paymentData: '{"consentAmount":61.2}' },
        place: { addressName: 'Spesa Como', serviceName: 'Ritiro in negozio', timeslot: null },
      }),
    );
    const calls = setup();
    expect(await screen.findByText(/\(Carta di pagamento online\)/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Torna alla cassa' }));
    await acceptTerms();
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']);
    expect(calls[1].headers['Idempotency-Key']).not.toBe('k-old');
  });

  it('a full slot: the server text, the slot dialog offered, and a new key for the next try', async () => {
    const full = "La fascia oraria scelta è esaurita: scegline un'altra.";
    let refuse = true;
    const calls = setup({
      buy: () =>
        json(
          refuse
            ? envelope(null, {
                status: 1,
                errors: [{ code: 'TIMESLOT_FULL', error: full }],
                errorsMessage: [{ code: 'TIMESLOT_FULL', message: full }],
              })
            : envelope({ order: order(), paymentUrl: null }),
        ),
    });
    const openTimeslot = vi.spyOn(deliveryFlow, 'openTimeslot');
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText(full)).toBeVisible();
    // The cart locked by prepare is given back, so the slot can be changed.
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy', 'close']));
    expect(calls[2].url.searchParams.get('cart_id')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: "Scegli un'altra fascia oraria" }));
    expect(openTimeslot).toHaveBeenCalled();
    refuse = false;
    await userEvent.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Ordine ricevuto' });
    expect(calls[4].headers['Idempotency-Key']).not.toBe(calls[1].headers['Idempotency-Key']);
  });

  it('an online card asks consent to the exact held amount and sends it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = setup({
      buy: () =>
        json(
          envelope({
            order: order({ orderStatusId: 1, paymentTypeId: 12, prebilledAmount: 61.2 }),
            paymentUrl: '/payment/test-page?reference=o77-p1',
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Carta di credito o debito' }));
    await acceptTerms();
    await userEvent.click(await confirmButton());
    expect(await screen.findByText("Per pagare online acconsenti al blocco dell'importo.")).toBeVisible();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Acconsento al blocco di 61,20/ }));
    await userEvent.click(await confirmButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/test-page?reference=o77-p1'));
    const buy = calls.find((c) => c.path === 'buy')!;
    expect(buy.url.searchParams.get('payment_type_id')).toBe('12');
    expect(JSON.parse(buy.url.searchParams.get('payment_data')!)).toEqual({ consentAmount: 61.2 });
  });
});

describe('checkout of a pickup', () => {
  it('names the store and its address, pays at the pickup, and asks nothing of doorbells', async () => {
    setup();
    expect(await screen.findByText('Ritiro presso Spesa Como, Via Milano 1, 22100 Como')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambia punto di ritiro' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Alla consegna' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Al ritiro' })).toBeInTheDocument();
    expect(screen.queryByText(/citofono/)).toBeNull();
    expect(screen.getByText(/^Da pagare al ritiro: \d+,\d\d/)).toBeVisible();
    // Its fee pays for the picking: no "consegna" in the totals either.
    expect(screen.getByText('Spese di servizio')).toBeVisible();
    expect(screen.queryByText('Spese di consegna')).toBeNull();
  });

  it('a home delivery gives the full address and keeps its doorbell hint', async () => {
    const home = {
      ...CART,
      shippingAddress: {
        ...CART.shippingAddress!,
        addressName: 'Casa',
        deliveryServiceId: 2,
        address1: 'Via Dante',
        addressNumber: '12',
        postalcode: '20121',
        city: 'Milano',
      },
    };
    setup({ cart: home });
    expect(await screen.findByText('Casa: Via Dante 12, 20121 Milano')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cambia indirizzo' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Alla consegna' })).toBeInTheDocument();
    expect(screen.getByText(/citofono/)).toBeVisible();
    expect(screen.getByText('Spese di consegna')).toBeVisible();
  });
});

describe('checkout of an order being modified', () => {
  it("says which order, offers only its payment type and no slot change, then 'Ordine modificato'", async () => {
    const modifying = {
      ...CART,
      cartInfos: {
        modified_order_id: '77',
        modify_cutoff_at: '2026-11-25T07:00:00.000Z',
        modify_payment_type_id: '2',
      },
    };
    const calls = setup({ cart: modifying });
    await screen.findByText("Stai modificando l'ordine n. 77");
    expect(screen.getByText(/entro il 25 novembre 2026 alle ore 08:00/)).toBeVisible();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['2']);
    expect(screen.queryByRole('button', { name: 'Cambia fascia oraria' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambia indirizzo' })).toBeNull();
    await acceptTerms();
    await userEvent.click(await screen.findByRole('button', { name: 'Conferma le modifiche' }));
    await screen.findByRole('heading', { name: 'Ordine modificato' });
    expect(screen.getByText('Ordine n. 77')).toBeVisible();
    expect(calls.map((c) => c.path)).toEqual(['prepare', 'buy']);
  });
});

describe('checkout of a cart already ordered', () => {
  it('back from the provider to /checkout: leads to the order instead of ordering again', async () => {
    rememberPlacedOrder({
      orderId: 78,
      request: { cartId: 10, cartVersion: 4, paymentTypeId: 13, paymentData: '{"consentAmount":61.2}' },
      key: 'k-78',
      addressName: 'Spesa Como',
      serviceName: 'Ritiro in negozio',
      timeslot: CART.timeslot,
      order: order({ orderId: 78, orderStatusId: 1, paymentTypeId: 13 }),
    });
    const locked = { ...CART, cartStatusId: 7 };
    mockFetch({
      'auth/test': () => json(envelope(USER)),
      'cart/view': () => json(envelope(locked)),
    });
    renderWithProviders(
      <Routes>
        <Route path="/checkout" element={<CheckoutRoute />} />
      </Routes>,
      { route: '/checkout' },
    );
    expect(await screen.findByText(/Hai già confermato questa spesa: è l'ordine n. 78/)).toBeVisible();
    expect(screen.getByRole('link', { name: "Vai all'ordine" })).toHaveAttribute(
      'href',
      '/checkout/confirmation/78',
    );
    expect(screen.queryByRole('button', { name: 'Conferma ordine' })).toBeNull();
  });
});

describe('confirmation page', () => {
  const DECLINED =
    "Il pagamento non è andato a buon fine. L'ordine verrà annullato automaticamente tra poco se non ripeti il pagamento.";
  const declinedOrder = order({
    orderStatusId: 1,
    paymentTypeId: 12,
    paymentState: 'declined',
    prebilledAmount: 61.2,
  });
  const request = { cartId: 10, cartVersion: 4, paymentTypeId: 12, paymentData: '{"consentAmount":61.2}' };

  it('back from the provider with a declined card: asks the order again with the used key, says the spec text, pays again', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    rememberPlacedOrder({
      orderId: 77,
      request,
      key: 'k-77',
      addressName: 'Spesa Como',
      serviceName: 'Ritiro in negozio',
      timeslot: CART.timeslot,
      // What was known when the shopper left for the provider's page.
      order: order({ orderStatusId: 1, paymentTypeId: 12, paymentState: 'pending', prebilledAmount: 61.2 }),
    });
    const calls = setup(
      {
        buy: () =>
          json(
            envelope(
              { order: declinedOrder, paymentUrl: null },
              {
                status: 1,
                errors: [{ code: 'PAYMENT_DECLINED', error: DECLINED }],
                errorsMessage: [{ code: 'PAYMENT_DECLINED', message: DECLINED }],
              },
            ),
          ),
        payAgain: () =>
          json(envelope({ order: declinedOrder, paymentUrl: '/payment/test-page?reference=o77-p2' })),
      },
      '/checkout/confirmation/77',
    );
    await screen.findByRole('heading', { level: 1, name: 'Pagamento non riuscito' });
    expect(screen.getByText(DECLINED)).toBeVisible();
    expect(screen.getByText('Ordine n. 77')).toBeVisible();
    expect(screen.getByText('Spesa Como')).toBeVisible();
    expect(screen.getByText(/10:00-11:00$/)).toBeVisible();
    const replay = calls.find((c) => c.path === 'buy')!;
    expect(replay.headers['Idempotency-Key']).toBe('k-77');
    expect(replay.url.searchParams.get('payment_data')).toBe(request.paymentData);
    // Nothing is held after a refusal (issue 40): no 'Importo bloccato' among the totals.
    expect(screen.queryByText('Importo bloccato')).toBeNull();
    expect(
      screen.getByText("Non ti è stato bloccato nessun importo: scegli come vuoi pagare l'ordine."),
    ).toBeVisible();
    // Every type the shopper may pay with, the card (the order's) chosen.
    const choice = screen.getByRole('group', { name: 'Come vuoi pagare di nuovo?' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['2', '12', '13']);
    expect(within(choice).getByRole('radio', { name: 'Carta di credito o debito' })).toBeChecked();

    // Paying again needs the consent to the order's held amount.
    await userEvent.click(screen.getByRole('button', { name: 'Paga di nuovo' }));
    expect(await screen.findByText("Per pagare online acconsenti al blocco dell'importo.")).toBeVisible();
    expect(calls.some((c) => c.path === 'payAgain')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /Acconsento al blocco di 61,20/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Paga di nuovo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/test-page?reference=o77-p2'));
    const pay = calls.find((c) => c.path === 'payAgain')!;
    expect(pay.url.searchParams.get('order_id')).toBe('77');
    expect(pay.url.searchParams.get('payment_type_id')).toBe('12');
    expect(JSON.parse(pay.url.searchParams.get('payment_data')!)).toEqual({ consentAmount: 61.2 });
  });

  it('after a declined card, paying on delivery instead confirms the order without a hold', async () => {
    rememberPlacedOrder({
      orderId: 77,
      request,
      key: 'k-77',
      addressName: 'Spesa Como',
      serviceName: 'Ritiro in negozio',
      timeslot: CART.timeslot,
      order: declinedOrder,
    });
    const confirmed = order({
      orderStatusId: 3,
      paymentTypeId: 2,
      paymentState: 'none',
      prebilledAmount: 51,
    });
    const calls = setup(
      {
        buy: () =>
          json(
            envelope(
              { order: declinedOrder, paymentUrl: null },
              { status: 1, errors: [{ code: 'PAYMENT_DECLINED', error: DECLINED }] },
            ),
          ),
        payAgain: () => json(envelope({ order: confirmed, paymentUrl: null })),
      },
      '/checkout/confirmation/77',
    );
    await screen.findByRole('heading', { level: 1, name: 'Pagamento non riuscito' });
    await userEvent.click(screen.getByRole('radio', { name: 'Alla consegna' }));
    expect(screen.queryByRole('checkbox', { name: /Acconsento al blocco/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Conferma l'ordine" }));
    await waitFor(() => expect(calls.some((c) => c.path === 'payAgain')).toBe(true));
    const pay = calls.find((c) => c.path === 'payAgain')!;
    expect(pay.url.searchParams.get('payment_type_id')).toBe('2');
    expect(JSON.parse(pay.url.searchParams.get('payment_data')!)).toEqual({});
  });

  it('an order placed elsewhere is read with order/view, with its VAT by rate', async () => {
    const viewed = order({
      orderId: 90,
      timeslot: { date: '2026-11-26', timeslotId: 7, beginTime: '18:00', endTime: '20:00' },
      vatBuckets: [
        { ivaPct: 4, gross: 20.8, net: 20, vat: 0.8 },
        { ivaPct: 22, gross: 30.2, net: 24.75, vat: 5.45 },
      ],
    });
    mockFetch({
      'auth/test': () => json(envelope(USER)),
      'order/view': (_init, url) =>
        json(url.searchParams.get('order_id') === '90' ? envelope(viewed) : envelope(null, { status: 1 })),
    });
    renderWithProviders(
      <Routes>
        <Route path="/checkout/confirmation/:orderId" element={<ConfirmationRoute />} />
      </Routes>,
      { route: '/checkout/confirmation/90' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ordine ricevuto' });
    expect(screen.getByText('Ordine n. 90')).toBeVisible();
    expect(screen.getByText('gio 26 nov 18:00-20:00')).toBeVisible();
    expect(screen.getByText('Da pagare alla consegna')).toBeVisible();
    expect(screen.getByText('di cui IVA').nextSibling).toHaveTextContent(
      'IVA 4% su 20,80 €0,80 €IVA 22% su 30,20 €5,45 €Totale senza IVA44,75 €',
    );
  });

  it('a pickup order names its store and its address', async () => {
    const text = 'Ritiro presso Spesa Como Centro, Via Vittorio Emanuele II 5, 22100 Como (CO)';
    const viewed = order({
      orderId: 91,
      deliveryServiceId: 1,
      place: {
        pickup: true,
        name: 'Spesa Como Centro',
        address: 'Via Vittorio Emanuele II 5, 22100 Como (CO)',
        text,
      },
    });
    mockFetch({
      'auth/test': () => json(envelope(USER)),
      'order/view': () => json(envelope(viewed)),
    });
    renderWithProviders(
      <Routes>
        <Route path="/checkout/confirmation/:orderId" element={<ConfirmationRoute />} />
      </Routes>,
      { route: '/checkout/confirmation/91' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Ordine ricevuto' });
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByText('Da pagare al ritiro')).toBeVisible();
    expect(screen.getByText('Spese di servizio')).toBeVisible();
    expect(screen.queryByText(/consegna/)).toBeNull();
  });

  it('an order not found: says so and leads to the orders, places nothing', async () => {
    const calls = setup({}, '/checkout/confirmation/99');
    expect(
      await screen.findByText('Non troviamo i dettagli di questo ordine in questa finestra.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vedi i tuoi ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(calls).toEqual([]);
  });
});
