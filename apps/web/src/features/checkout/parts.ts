import { createContext, useContext, type ComponentType } from 'react';
import type { Cart } from '@spesa/domain';

/**
 * What the checkout shows of other features, handed over by app/ (features do not import each
 * other, decision 0020): the cart's own lines, totals and invoice switch, the delivery feature's
 * slot wording and its address and timeslot dialogs. The checkout reuses them, never copies them.
 */
export interface CheckoutParts {
  CartLines: ComponentType<{ cart: Cart }>;
  CartTotals: ComponentType<{ cart: Cart }>;
  InvoiceSwitch: ComponentType<{ cart: Cart }>;
  /** 'gio 26 nov 10:00-12:00', or null without a slot. */
  slotText: (timeslot: Cart['timeslot']) => string | null;
  editAddress: () => void;
  editTimeslot: () => void;
}

export const CheckoutPartsContext = createContext<CheckoutParts | null>(null);

export function useCheckoutParts(): CheckoutParts {
  const parts = useContext(CheckoutPartsContext);
  if (!parts) throw new Error('CheckoutPartsContext missing: app/ composes the checkout pages');
  return parts;
}
