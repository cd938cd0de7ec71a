import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberPlacedOrder } from '../../features/checkout/flow/placedOrders';
import { envelope, json, mockFetch } from '../../test/mockFetch';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CheckoutRoute } from './CheckoutRoutes';
import { USER, CART, order, setup, acceptTerms, resetBetweenTests } from './testing/checkoutRoutesFixture';

// The checkout as composed by app/ (the cart's lines and totals, the delivery dialogs): what the
// shopper sees and what reaches the API when "Conferma ordine" is pressed once, twice, after a
// lost connection, or refused. This file: the checkout of a pickup or a home delivery, of an
// order being modified and of a cart already ordered.

resetBetweenTests();

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
