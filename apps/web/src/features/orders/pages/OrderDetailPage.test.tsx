import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_TYPE } from '@spesa/domain';
import { Route, Routes } from 'react-router';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { OrderView } from '../api/orderTypes';
import { leaveFor } from '../components/leavePage';
import { makeOrder, makeOrderLine } from '../testing/orderFixture';
import OrderDetailPage from './OrderDetailPage';

vi.mock('../components/leavePage', () => ({ leaveFor: vi.fn() }));

// /profile/orders/:orderId as a shopper uses it: what the order holds and what can still be
// done with it, each action's call and what the shopper sees after it.

type Handler = (init: RequestInit, url: URL) => Response;

function setup(
  order: OrderView | (() => OrderView),
  extra: Record<string, Handler> = {},
  route = '/profile/orders/7',
) {
  const calls: Array<{ path: string; url: URL; body: unknown }> = [];
  const record =
    (path: string, h: Handler): Handler =>
    (init, url) => {
      calls.push({ path, url, body: init.body ? JSON.parse(String(init.body)) : null });
      return h(init, url);
    };
  const routes: Record<string, Handler> = {
    'order/view': record('order/view', () => json(envelope(typeof order === 'function' ? order() : order))),
    'note/list': () => json(envelope({ notes: [] })),
  };
  for (const [k, h] of Object.entries(extra)) routes[k] = record(k, h);
  mockFetch(routes);
  renderWithProviders(
    <Routes>
      <Route path="/profile/orders/:orderId" element={<OrderDetailPage />} />
      <Route path="/cart" element={<p>Pagina del carrello</p>} />
    </Routes>,
    { route },
  );
  return calls;
}
const note = (noteId: number, text: string) => ({
  noteId,
  orderId: 7,
  note: text,
  addDate: '2026-11-20T10:00:00.000Z',
  updateDate: '2026-11-20T10:00:00.000Z',
});
const callsTo = (calls: ReturnType<typeof setup>, path: string) => calls.filter((c) => c.path === path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
});

describe('order page', () => {
  it('shows status, slot, lines ordered and prepared, and totals with VAT', async () => {
    const picked = makeOrder({
      orderStatusId: 6,
      paymentTypeId: PAYMENT_TYPE.card,
      paymentState: 'captured',
      prebilledAmount: 11.4,
      preparedTotal: 8.84,
      orderLines: [
        makeOrderLine(),
        makeOrderLine({
          itemId: 2,
          name: 'Mele Golden',
          quantity: 1.5,
          weighed: true,
          preparedQuantity: 1.2,
        }),
      ],
      vatBuckets: [{ ivaPct: 4, gross: 9.5, net: 9.13, vat: 0.37 }],
      preparedVatBuckets: [{ ivaPct: 4, gross: 8.84, net: 8.5, vat: 0.34 }],
      statusHistory: [
        { orderStatusId: 3, orderStatusDescr: 'Ordinato', date: '2026-11-20T09:30:00.000Z' },
        { orderStatusId: 4, orderStatusDescr: 'In preparazione', date: '2026-11-25T07:00:00.000Z' },
        { orderStatusId: 6, orderStatusDescr: 'Quasi pronto', date: '2026-11-25T08:10:00.000Z' },
      ],
      transactions: [
        {
          orderTransactionId: 1,
          addDate: '',
          transactionStatusId: 2,
          paymentTypeId: 12,
          authorizedAmount: 11.4,
        },
        {
          orderTransactionId: 2,
          addDate: '',
          transactionStatusId: 3,
          paymentTypeId: 12,
          authorizedAmount: 8.84,
        },
      ],
    });
    setup(picked);
    await screen.findByRole('heading', { name: 'Ordine n. 7' });
    expect(await screen.findByText('Quasi pronto', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const apples = screen.getByRole('listitem', { name: 'Mele Golden' });
    expect(within(apples).getByText('1,5 kg')).toBeInTheDocument();
    expect(within(apples).getByText('1,2 kg')).toBeInTheDocument();
    expect(within(apples).getByText('Preparato meno di quanto ordinato')).toBeInTheDocument();
    // Ready: a line never weighed or changed was prepared as ordered, never "Da preparare".
    const milk = screen.getByRole('listitem', { name: 'Latte intero 1 l' });
    expect(within(milk).queryByText('Da preparare')).toBeNull();
    expect(within(milk).getByText('Preparato:').nextSibling).toHaveTextContent('2 pz');
    // "di cui IVA" of the ordered total and of the prepared amount, each a list of its own.
    expect(screen.getByText('di cui IVA').nextSibling).toHaveTextContent(
      'IVA 4% su 9,50 €0,37 €Totale senza IVA9,13 €',
    );
    expect(screen.getByText("di cui IVA sull'importo preparato").nextSibling).toHaveTextContent(
      'IVA 4% su 8,84 €0,34 €Totale senza IVA8,50 €',
    );
    // The captured amount, not the hold, once picked.
    expect(screen.getByText('Importo addebitato').nextSibling).toHaveTextContent('8,84 €');
    expect(screen.getByText('Totale della spesa preparata').nextSibling).toHaveTextContent('8,84 €');
    expect(screen.queryByText('Importo bloccato sulla carta')).toBeNull();
    const history = screen.getByRole('region', { name: "Storia dell'ordine" });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(/\d/)[0]),
    ).toEqual(['Ordinato', 'In preparazione', 'Quasi pronto']);
    // Taken in charge: no cancel, no modify, and the page says why.
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).toBeNull();
    expect(screen.getByText(/il negozio lo sta già preparando/)).toBeInTheDocument();
  });

  it('a pickup order names its store and address, and shows the note to the store', async () => {
    setup(
      makeOrder({
        deliveryServiceId: 1,
        place: {
          pickup: true,
          name: 'Spesa Como Centro',
          address: 'Via Vittorio Emanuele II 5, 22100 Como (CO)',
          text: 'Ritiro presso Spesa Como Centro, Via Vittorio Emanuele II 5, 22100 Como (CO)',
        },
        note: 'Arrivo verso le 19',
      }),
    );
    expect((await screen.findByText('Indirizzo')).nextSibling).toHaveTextContent(
      'Ritiro presso Spesa Como Centro, Via Vittorio Emanuele II 5, 22100 Como (CO)',
    );
    expect(screen.getByText('Note per il negozio').nextSibling).toHaveTextContent('Arrivo verso le 19');
  });

  it('while the store is picking, a line not weighed yet is still "Da preparare"', async () => {
    setup(
      makeOrder({
        orderStatusId: 4,
        orderStatusDescr: 'In preparazione',
        orderLines: [makeOrderLine(), makeOrderLine({ itemId: 2, name: 'Pane comune', preparedQuantity: 1 })],
      }),
    );
    const milk = await screen.findByRole('listitem', { name: 'Latte intero 1 l' });
    expect(within(milk).getByText('Da preparare')).toBeInTheDocument();
  });

  it('cancel asks first: "No, tienilo" keeps the order, confirming cancels it', async () => {
    let cancelled = false;
    const calls = setup(() => makeOrder(cancelled ? { orderStatusId: 10 } : {}), {
      'order/delete': () => {
        cancelled = true;
        return json(envelope(null, { infosMessage: [{ code: 'OK', message: 'Ordine 7 annullato' }] }));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: "Annulla l'ordine" }));
    let dialog = screen.getByRole('dialog', { name: "Annullare l'ordine n. 7?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, tienilo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'order/delete')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: "Annulla l'ordine" }));
    dialog = screen.getByRole('dialog', { name: "Annullare l'ordine n. 7?" });
    await userEvent.click(within(dialog).getByRole('button', { name: "Sì, annulla l'ordine" }));
    await screen.findByText('Annullato', { selector: '.MuiChip-label' });
    expect(callsTo(calls, 'order/delete')[0].url.searchParams.get('order_id')).toBe('7');
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).toBeNull();
  });

  it('a refused cancel says why and keeps the order', async () => {
    setup(makeOrder(), {
      'order/delete': () =>
        json(
          envelope(null, {
            status: 1,
            errorsMessage: [{ code: 'ORDER_NOT_CANCELLABLE', message: "L'ordine non si può più annullare." }],
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: "Annulla l'ordine" }));
    await userEvent.click(screen.getByRole('button', { name: "Sì, annulla l'ordine" }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'ordine non si può più annullare.");
  });

  it('modify reopens the order as the cart, then goes to the cart', async () => {
    const calls = setup(makeOrder(), { 'order/modify': () => json(envelope(null)) });
    await userEvent.click(await screen.findByRole('button', { name: "Modifica l'ordine" }));
    const dialog = screen.getByRole('dialog', { name: "Modificare l'ordine n. 7?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modifica' }));
    await screen.findByText('Pagina del carrello');
    expect(callsTo(calls, 'order/modify')[0].url.searchParams.get('order_id')).toBe('7');
  });

  it('an order being modified says it is in the cart, and offers neither cancel nor modify', async () => {
    setup(makeOrder({ isBeingModified: true, isEditable: false, isDeletable: false }));
    const notice = await screen.findByText(/Stai modificando questo ordine: lo trovi nel carrello/);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: "Modifica l'ordine" })).toBeNull();
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).toBeNull();
    expect(screen.queryByText(/il negozio lo sta già preparando/)).toBeNull();
  });

  it('order again says, line by line, what went into the cart', async () => {
    const calls = setup(makeOrder({ orderStatusId: 8 }), {
      'cart/add-all-from-order': () =>
        json(
          envelope(null, {
            infosMessage: [
              { code: 'REORDER_LINE_ADDED', message: 'Latte intero 1 l: aggiunto al carrello' },
              { code: 'REORDER_LINE_ADDED', message: 'Mele Golden: aggiunto al carrello' },
              { code: 'PRODUCT_NOT_AVAILABLE', message: 'Pane comune: Prodotto non più disponibile' },
              { code: 'TIMESLOT_CLEARED', message: 'Scegli di nuovo la fascia oraria.' },
            ],
          }),
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ordina di nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prodotti aggiunti al carrello' });
    expect(within(dialog).getByText('2 prodotti su 3 aggiunti al carrello.')).toBeInTheDocument();
    expect(within(dialog).getByText('Non aggiunto: Prodotto non più disponibile')).toBeInTheDocument();
    // A notice of the cart that is not about a line is shown apart.
    expect(within(dialog).getByText('Scegli di nuovo la fascia oraria.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Vai al carrello' })).toHaveAttribute('href', '/cart');
    expect(callsTo(calls, 'cart/add-all-from-order')[0].url.searchParams.get('order_id')).toBe('7');
  });

  it('the note counts its characters and refuses the 1001st', async () => {
    const calls = setup(makeOrder(), {
      'note/order/add': () => json(envelope({ note: note(1, 'Citofono Rossi') })),
    });
    const field = await screen.findByRole('textbox', { name: 'La tua nota' });
    await userEvent.type(field, 'Citofono Rossi');
    expect(screen.getByText('14 / 1000 caratteri')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nota' }));
    await screen.findByText('Nota salvata');
    expect(callsTo(calls, 'note/order/add')[0].body).toEqual({ orderId: 7, note: 'Citofono Rossi' });

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(1001));
    expect(screen.getByText('1001 / 1000 caratteri')).toBeInTheDocument();
    expect(screen.getByText('La nota può avere al massimo 1000 caratteri.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva la nota' })).toBeDisabled();
  });

  it('an existing note is changed with note/order/update', async () => {
    const calls = setup(makeOrder(), {
      'note/list': () => json(envelope({ notes: [note(4, 'Piano terra')] })),
      'note/order/update': () => json(envelope({ note: note(4, 'Piano primo') })),
    });
    const field = await screen.findByRole('textbox', { name: 'La tua nota' });
    expect(field).toHaveValue('Piano terra');
    await userEvent.clear(field);
    await userEvent.type(field, 'Piano primo');
    await userEvent.click(screen.getByRole('button', { name: 'Salva la nota' }));
    await screen.findByText('Nota salvata');
    expect(callsTo(calls, 'note/order/update')[0].body).toEqual({
      orderId: 7,
      noteId: 4,
      note: 'Piano primo',
    });
  });

  it("a far slot's saved card says when it is authorised (decision 0113)", async () => {
    const base = makeOrder({ paymentTypeId: PAYMENT_TYPE.card, paymentState: 'scheduled' });
    setup({ ...base, timeslot: { ...base.timeslot, cutoffAt: '2026-12-03T05:00:00.000Z' } });
    expect(
      await screen.findByText(/La carta sarà autorizzata il 3 dicembre 2026 alle ore 06:00/),
    ).toBeInTheDocument();
  });

  it('after a declined card: the spec warning, and paying again opens the payment page', async () => {
    const declined = makeOrder({
      orderStatusId: 1,
      paymentTypeId: PAYMENT_TYPE.card,
      paymentState: 'declined',
      paymentDueAt: '2026-11-20T10:00:00.000Z',
    });
    const calls = setup(declined, {
      'order/payment': () => json(envelope({ paymentUrl: '/payment/test-page?reference=abc' })),
      'order/modify-payment-type': () => json(envelope({ paymentUrl: '/payment/test-page?reference=pp' })),
    });
    await screen.findByText(/se non lo riprovi, l'ordine verrà annullato automaticamente/);
    await userEvent.click(screen.getByRole('button', { name: 'Paga di nuovo con carta' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/payment/test-page?reference=abc'));
    expect(callsTo(calls, 'order/payment')[0].url.searchParams.get('order_id')).toBe('7');
  });

  it('paying again with PayPal switches the payment type', async () => {
    const calls = setup(
      makeOrder({ orderStatusId: 1, paymentTypeId: PAYMENT_TYPE.card, paymentState: 'declined' }),
      {
        'order/modify-payment-type': () => json(envelope({ paymentUrl: '/payment/test-page?reference=pp' })),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Paga con PayPal' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/payment/test-page?reference=pp'));
    const q = callsTo(calls, 'order/modify-payment-type')[0].url.searchParams;
    expect(q.get('payment_type_id')).toBe('13');
    expect(q.get('order_id')).toBe('7');
  });

  it('paying again on delivery instead: no payment page, the order confirmed', async () => {
    const calls = setup(
      makeOrder({ orderStatusId: 1, paymentTypeId: PAYMENT_TYPE.card, paymentState: 'declined' }),
      { 'order/modify-payment-type': () => json(envelope({ paymentUrl: null })) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Paga alla consegna o al ritiro' }));
    expect(await screen.findByText('Pagamento registrato.')).toBeVisible();
    expect(leaveFor).not.toHaveBeenCalled();
    const q = callsTo(calls, 'order/modify-payment-type')[0].url.searchParams;
    expect(q.get('payment_type_id')).toBe(String(PAYMENT_TYPE.onDelivery));
  });

  describe('parking at pickup', () => {
    const pickup = makeOrder({ orderStatusId: 6, deliveryServiceId: 1 });
    const reserve = async () => {
      await userEvent.type(
        await screen.findByRole('textbox', { name: 'Auto e targa (facoltativo)' }),
        'Panda AB123CD',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Prenota il posto' }));
    };

    it('status 0 gives the server information', async () => {
      const calls = setup(pickup, {
        'order/reserve': () =>
          json(
            envelope(null, { infosMessage: [{ code: 'OK', message: 'Posto 3 prenotato: ti aspettiamo' }] }),
          ),
      });
      await reserve();
      await screen.findByText('Posto 3 prenotato: ti aspettiamo');
      const q = callsTo(calls, 'order/reserve')[0].url.searchParams;
      expect([q.get('order_id'), q.get('distance'), q.get('reservation_info')]).toEqual([
        '7',
        '0',
        'Panda AB123CD',
      ]);
    });

    it("a refusal is a warning titled 'Attenzione' with its first error", async () => {
      setup(pickup, {
        'order/reserve': () =>
          json(envelope(null, { status: 1, errors: [{ error: 'Nessun posto libero' }] })),
      });
      await reserve();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Attenzione');
      expect(alert).toHaveTextContent('Nessun posto libero');
    });

    it("anything else is 'Si è verificato un errore imprevisto.'", async () => {
      setup(pickup, { 'order/reserve': () => new Response('', { status: 502 }) });
      await reserve();
      expect(await screen.findByRole('alert')).toHaveTextContent('Si è verificato un errore imprevisto.');
    });

    it('is not offered for a home delivery', async () => {
      setup(makeOrder({ orderStatusId: 6, deliveryServiceId: 2 }));
      await screen.findByRole('heading', { name: 'Ordine n. 7' });
      await screen.findByText('Quasi pronto', { selector: '.MuiChip-label' });
      expect(screen.queryByRole('button', { name: 'Prenota il posto' })).toBeNull();
    });
  });

  it("another shopper's order, or a made-up id, is 'not found'", async () => {
    setup(makeOrder(), {
      'order/view': () => json(envelope(null, { status: 1, errors: [{ code: 'NOT_FOUND', error: 'x' }] })),
    });
    await screen.findByText(/Ordine non trovato/);
  });

  it('an id that is not a number makes no call', async () => {
    const calls = setup(makeOrder(), {}, '/profile/orders/abc');
    await screen.findByText(/Ordine non trovato/);
    expect(calls).toHaveLength(0);
  });
});

describe("the confirmation e-mail's link, opened by a visitor", () => {
  function visit(route: string, answer: Handler) {
    const fetchMock = mockFetch({
      'auth/test': () => json(envelope({ user: { userId: -1 } })),
      'token-order/view': answer,
    });
    renderWithProviders(
      <Routes>
        <Route path="/profile/orders/:orderId" element={<OrderDetailPage />} />
      </Routes>,
      { route },
    );
    return fetchMock;
  }

  it('shows the order read only, with the way to log in to change it', async () => {
    const fetchMock = visit('/profile/orders/7?access_token=abc', () => json(envelope(makeOrder())));
    await screen.findByRole('heading', { level: 1, name: 'Ordine n. 7' });
    await screen.findByRole('listitem', { name: 'Pane comune' });
    expect(screen.queryByRole('button', { name: "Annulla l'ordine" })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'La tua nota' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/profile/orders/7')}`,
    );
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('token-order'))![0]),
      'http://x',
    );
    expect([url.searchParams.get('order_id'), url.searchParams.get('access_token')]).toEqual(['7', 'abc']);
  });

  it('a wrong or expired link says so', async () => {
    visit('/profile/orders/7?access_token=old', () =>
      json(envelope(null, { status: 1, errors: [{ code: 'NOT_FOUND', error: 'x' }] })),
    );
    await screen.findByText('Il link non è valido o è scaduto. Accedi per vedere i tuoi ordini.');
  });
});
