import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { InvoiceHolder, Order } from '@spesa/domain';
import { makeCart, makeLine } from '../../../features/cart/testing/cartFixture';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CheckoutRoute, ConfirmationRoute } from '../CheckoutRoutes';

// What the checkout pages' tests share (CheckoutRoutes.*.test.tsx): the shopper, the cart, an
// order, the API answered by route with the calls recorded, and the two pages rendered.

export const USER = {
  user: { userId: 5, firstName: 'Mario', lastName: 'Rossi', userType: { userTypeId: '1' } },
};
export const CART = makeCart([makeLine()], { cartId: 10, version: 4, grossTotal: 51, paymentHold: 61.2 });

export const order = (over: Partial<Order> = {}): Order => ({
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

export type Call = { path: string; url: URL; headers: Record<string, string> };

export function setup(
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

export const confirmButton = () => screen.findByRole('button', { name: 'Conferma ordine' });
export const acceptTerms = async () =>
  userEvent.click(
    await screen.findByRole('checkbox', { name: 'Ho letto e accetto le condizioni generali di vendita' }),
  );

/** Each test starts with no remembered attempt and no stubbed globals. */
export function resetBetweenTests(): void {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());
}
