import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberPlacedOrder } from '../../features/checkout/flow/placedOrders';
import { envelope, json, mockFetch } from '../../test/mockFetch';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmationRoute } from './CheckoutRoutes';
import { USER, CART, order, setup, resetBetweenTests } from './testing/checkoutRoutesFixture';

// The checkout as composed by app/ (the cart's lines and totals, the delivery dialogs): what the
// shopper sees and what reaches the API when "Conferma ordine" is pressed once, twice, after a
// lost connection, or refused. This file: the confirmation page (a declined card, an order
// placed elsewhere, one not found).

resetBetweenTests();

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
