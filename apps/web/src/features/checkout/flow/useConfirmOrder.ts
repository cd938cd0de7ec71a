import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Cart } from '@spesa/domain';
import { queryKeys } from '../../../lib/api';
import { useBuyOrder, type BuyOutcome } from '../api/buyApi';
import { usePrepareCheckout } from '../api/prepareApi';
import { useReleaseCart } from '../api/releaseCartApi';
import {
  attemptKey,
  endAttempt,
  isPendingAttempt,
  pendingAttempt,
  type BuyRequest,
  type StoredAttempt,
} from './attempt';
import { checkoutFailure, type CheckoutFailure } from './checkoutErrors';
import { amountToHold } from './paymentTypes';
import { rememberPlacedOrder, type PlaceSnapshot } from './placedOrders';

export interface OrderChoice {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  note: string;
  /** Whom the invoice goes to (decision 0059); undefined: the default holder, or no invoice. */
  invoicePersonFiscalId?: number | null;
  /** Keep the new card for next time (decision 0113). */
  saveCard?: boolean;
}

export const confirmationPath = (orderId: number) => `/checkout/confirmation/${orderId}`;

/**
 * payment_data: the amount the shopper consented to (refused by the server if it changed), the note
 * and the invoice holder chosen.
 */
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
      ...(choice.saveCard ? { saveCard: true } : {}),
      ...(choice.invoicePersonFiscalId !== undefined
        ? { invoicePersonFiscalId: choice.invoicePersonFiscalId }
        : {}),
    }),
  };
}

/**
 * "Conferma ordine": checkout/prepare (locks and checks the cart), then checkout/buy with the
 * attempt's Idempotency-Key. A second click while it runs does nothing. An attempt left without a
 * final answer (the connection dropped, the page was left) is offered again as it was, with its
 * key, straight to buy, which answers the order already placed: never a second order. A refusal
 * gives the cart back (cart/close) so it can be changed. An order that needs the shopper at the
 * payment provider leaves for the provider's page.
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
  const [pending, setPending] = useState<StoredAttempt | null>(pendingAttempt);
  const [retried, setRetried] = useState(false);

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

  /** Buy (after prepare unless `prepared` is skipped), then the outcome or the failure. */
  async function run(request: BuyRequest, key: string, place: PlaceSnapshot, withPrepare: boolean) {
    if (running.current) return;
    running.current = true;
    setFailure(null);
    let locked = false;
    try {
      if (withPrepare) {
        await prepare.mutateAsync();
        locked = true;
      }
      const outcome = await buy.mutateAsync({ request, key });
      endAttempt();
      setPending(null);
      done(outcome, request, key, place);
    } catch (e) {
      const f = checkoutFailure(e);
      setFailure(f);
      // The holder chosen is gone (deleted in another tab): the list is read again to choose anew.
      if (f.code === 'INVOICE_HOLDER_NOT_FOUND')
        void client.invalidateQueries({ queryKey: queryKeys.checkout.invoiceHolders });
      if (f.retrySameAttempt) {
        setPending(pendingAttempt());
      } else {
        endAttempt();
        setPending(null);
        // Refused before any order was written: the cart locked by prepare is given back.
        if (locked || !withPrepare) await release.mutateAsync(request.cartId).catch(() => undefined);
      }
    } finally {
      running.current = false;
    }
  }

  function confirm(cart: Cart, choice: OrderChoice, place: PlaceSnapshot) {
    const request = buyRequestOf(cart, choice);
    const retry = isPendingAttempt(request);
    const key = attemptKey(request, place);
    return run(request, key, place, !retry);
  }

  const busy = prepare.isPending || buy.isPending || leaving;
  return {
    confirm,
    /** Sends the attempt left without an answer again, as it was. */
    retryPending: () => {
      if (!pending) return Promise.resolve();
      setRetried(true);
      return run(pending.request, pending.key, pending.place, false);
    },
    /** The shopper would rather change the order: the next confirmation is a new attempt. */
    dropPending: () => {
      endAttempt();
      setPending(null);
      setFailure(null);
    },
    /** An attempt left without its answer: the page offers to send it again. */
    pendingAttempt: pending,
    /** Sent again and still no answer. */
    stillLost: retried && !busy && failure?.retrySameAttempt === true,
    pending: busy,
    leaving,
    failure,
  };
}
