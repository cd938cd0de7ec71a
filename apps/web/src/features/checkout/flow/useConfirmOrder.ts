import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Cart } from '@spesa/domain';
import { queryKeys } from '../../../lib/api';
import { useBuyOrder, type BuyOutcome } from '../api/buyApi';
import { usePrepareCheckout } from '../api/prepareApi';
import { useReleaseCart } from '../api/releaseCartApi';
import { attemptKey, endAttempt, isPendingAttempt, type BuyRequest } from './attempt';
import { checkoutFailure, type CheckoutFailure } from './checkoutErrors';
import { amountToHold } from './paymentTypes';
import { rememberPlacedOrder } from './placedOrders';

export interface OrderChoice {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  note: string;
}

/** What the confirmation page shows besides the order: the place and slot the shopper chose. */
export interface PlaceSnapshot {
  addressName: string;
  serviceName: string;
  /** The slot itself, worded when shown ('Oggi' is only today). */
  timeslot: Cart['timeslot'];
}

export const confirmationPath = (orderId: number) => `/checkout/confirmation/${orderId}`;

/** payment_data: the amount the shopper consented to (refused by the server if it changed) and the note. */
export function buyRequestOf(cart: Cart, choice: OrderChoice): BuyRequest {
  const note = choice.note.trim();
  return {
    cartId: cart.cartId,
    cartVersion: cart.version,
    paymentTypeId: choice.paymentTypeId,
    userPaymentAuthId: choice.userPaymentAuthId,
    paymentData: JSON.stringify({
      consentAmount: amountToHold(cart, choice.paymentTypeId),
      ...(note ? { note } : {}),
    }),
  };
}

/**
 * "Conferma ordine": checkout/prepare (locks and checks the cart), then checkout/buy with the
 * attempt's Idempotency-Key. A second click while it runs does nothing; a retry after a lost
 * answer sends the same key and goes straight to buy, which answers the order already placed, so
 * there is never a second order. A refusal gives the cart back (cart/close) so it can be changed.
 * An order that needs the shopper at the payment provider leaves for the provider's page.
 */
export function useConfirmOrder() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const prepare = usePrepareCheckout();
  const buy = useBuyOrder();
  const release = useReleaseCart();
  const running = useRef(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [leaving, setLeaving] = useState(false);

  function done(outcome: BuyOutcome, request: BuyRequest, key: string, place: PlaceSnapshot) {
    const orderId = outcome.order.orderId;
    rememberPlacedOrder({ orderId, request, key, ...place, order: outcome.order });
    client.setQueryData(queryKeys.checkout.order(orderId), {
      order: outcome.order,
      paymentUrl: outcome.paymentUrl,
    });
    if (outcome.paymentUrl && !outcome.declined) {
      setLeaving(true);
      window.location.assign(outcome.paymentUrl);
      return;
    }
    void navigate(confirmationPath(orderId));
  }

  async function confirm(cart: Cart, choice: OrderChoice, place: PlaceSnapshot) {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    const request = buyRequestOf(cart, choice);
    const retry = isPendingAttempt(request);
    const key = attemptKey(request);
    let locked = false;
    try {
      if (!retry) {
        await prepare.mutateAsync();
        locked = true;
      }
      const outcome = await buy.mutateAsync({ request, key });
      endAttempt();
      done(outcome, request, key, place);
    } catch (e) {
      const f = checkoutFailure(e);
      setFailure(f);
      if (!f.retrySameAttempt) {
        endAttempt();
        // Refused before any order was written: the cart locked by prepare is given back.
        if (locked || retry) await release.mutateAsync(cart.cartId).catch(() => undefined);
      }
    } finally {
      running.current = false;
    }
  }

  return {
    confirm,
    pending: prepare.isPending || buy.isPending || leaving,
    leaving,
    failure,
    clearFailure: () => setFailure(null),
  };
}
