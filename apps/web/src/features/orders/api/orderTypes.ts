import type { Order } from '@spesa/domain';

// What the order calls answer, as the storefront reads it. The base is the checkout's `Order`
// (packages/domain contract/checkout.ts); the fields below are the ones the orders calls add
// (spec section 3: prepared quantity, notes, status history). Each is optional: a page shows
// what the answer carries and leaves out what it does not, rather than inventing a value.

export interface OrderLineView {
  itemId: number;
  productId: number;
  name: string;
  /** Ordered quantity, in pieces or kg (weighed lines). */
  quantity: number;
  weighed: boolean;
  unitPrice: number;
  grossTotal: number;
  discount: number;
  /** Prepared quantity or weight, once the store has picked the line (null before). */
  preparedQuantity?: number | null;
  /** The line's total at the prepared quantity, once picked. */
  preparedTotal?: number | null;
  ivaPct?: number | null;
}

export interface OrderStatusStep {
  orderStatusId: number;
  orderStatusDescr?: string;
  /** When the order reached this status. */
  date: string;
}

/** note/list answers { notes }; the shopper writes one note per order, the latest is shown. */
export interface OrderNote {
  noteId: number;
  orderId: number;
  note: string;
  addDate: string;
  updateDate: string;
}

export interface OrderVatBucket {
  ivaPct: number;
  gross: number;
  vat: number;
}

export interface OrderAddress {
  addressId?: number;
  addressName?: string;
  address1?: string;
  addressNumber?: string;
  city?: string;
  province?: string;
  postalcode?: string;
  addressTypeId?: number;
  deliveryServiceId?: number;
}

export interface OrderView extends Omit<Order, 'orderLines' | 'timeslot'> {
  orderLines: OrderLineView[];
  timeslot: { date: string; timeslotId: number; beginTime?: string; endTime?: string; name?: string };
  shippingAddress?: OrderAddress | null;
  deliveryServiceId?: number;
  statusHistory?: OrderStatusStep[];
  /** The server's word on what the shopper may still do (else derived, see orderActions.ts). */
  isEditable?: boolean;
  isDeletable?: boolean;
  isPayable?: boolean;
  isParkable?: boolean;
  /** The total at the prepared quantities, once the store has picked the order (euros). */
  preparedTotal?: number | null;
  /** The amount taken from the card once the order was picked (euros). */
  capturedAmount?: number | null;
  vatBuckets?: OrderVatBucket[];
}

export interface OrderPage {
  totItems: number;
  totPages: number;
  itemsPerPage: number;
  selPage: number;
}

export interface OrderList {
  orders: OrderView[];
  page: OrderPage;
}
