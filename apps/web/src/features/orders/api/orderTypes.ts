import type { Order } from '@spesa/domain';

// What the order calls answer, as the storefront reads it: the API's `Order` (packages/domain
// contract/checkout.ts, with the orders calls' fields: prepared quantities, captured amount,
// status history, isDeletable / isEditable / isPayable). The few fields below are optional
// extras a page shows when an answer carries them, and leaves out when it does not.

export type OrderLineView = Order['orderLines'][number];
export type OrderStatusStep = NonNullable<Order['statusHistory']>[number];
export type { OrderList, OrderNote } from '@spesa/domain';

export interface OrderAddress {
  addressName?: string;
  address1?: string;
  addressNumber?: string;
  city?: string;
  province?: string;
  postalcode?: string;
  addressTypeId?: number;
}

export type OrderView = Order & {
  shippingAddress?: OrderAddress | null;
  /** Whether a parking bay can be booked now (else: a pickup from "Ordinato" to "Quasi pronto"). */
  isParkable?: boolean;
};
