import { z } from 'zod';
import { line } from './fields.js';
import { vatBucketSchema } from './cart.js';

// Checkout, payment and order answers (both specs, section 7 "Cart and checkout" / "Orders").

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** checkout/buy: no body, everything in the query (spec). payment_data is JSON text. */
export const checkoutBuyQuerySchema = z.object({
  payment_type_id: id,
  user_payment_auth_id: id.optional(),
  payment_data: line(2000).optional(),
  /** Clients of the original contract send no Idempotency-Key: the cart and its version are the key. */
  cart_id: id.optional(),
  cart_version: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type CheckoutBuyQuery = z.infer<typeof checkoutBuyQuerySchema>;

export const prebilledQuerySchema = z.object({ payment_type_id: id.optional(), order_id: id.optional() });
export const listAuthQuerySchema = z.object({ payment_type_id: id.optional() });
export const cartCloseQuerySchema = z.object({ cart_id: id });

export const transactionSchema = z.object({
  orderTransactionId: z.number().int(),
  addDate: z.string(),
  transactionStatusId: z.number().int(),
  paymentTypeId: z.number().int(),
  authorizedAmount: z.number(),
});

export const orderLineSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  quantity: z.number(),
  weighed: z.boolean(),
  unitPrice: z.number(),
  grossTotal: z.number(),
  discount: z.number(),
  /** What the store prepared (pieces or kg) and its price; null until recorded (decision 0045). */
  preparedQuantity: z.number().nullable().optional(),
  preparedTotal: z.number().nullable().optional(),
});

/**
 * Whom an order's invoice is made out to (decision 0059): the account's own billing data
 * (personFiscalId null) or one of its fiscal persons, as it was when the order was placed.
 */
export const invoiceHolderSchema = z.object({
  personFiscalId: z.number().int().nullable(),
  /** Company name, or first and last name. */
  name: z.string(),
  vatCode: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  /** 'Via Roma 1, 20121 Milano (MI)'. */
  address: z.string(),
});
export type InvoiceHolder = z.infer<typeof invoiceHolderSchema>;
/** user-person-fiscal/invoice-holders (ours): who an invoice can be made out to, the default first. */
export const invoiceHoldersAnswerSchema = z.object({ invoiceHolders: z.array(invoiceHolderSchema) });

export const orderSchema = z.object({
  orderId: z.number().int(),
  cartId: z.number().int(),
  orderStatusId: z.number().int(),
  orderStatusDescr: z.string(),
  paymentTypeId: z.number().int(),
  paymentState: z.string(),
  addDate: z.string(),
  timeslot: z.object({
    date: z.string(),
    timeslotId: z.number().int(),
    beginTime: z.string().optional(),
    endTime: z.string().optional(),
    /** After this instant the order can no longer be changed (order/modify). */
    cutoffAt: z.string().optional(),
  }),
  goodsTotal: z.number(),
  giftDiscount: z.number(),
  deliveryFee: z.number(),
  grossTotal: z.number(),
  prebilledAmount: z.number(),
  paymentDueAt: z.string().nullable(),
  orderLines: z.array(orderLineSchema),
  transactions: z.array(transactionSchema),
  // Decisions 0044 and 0045 (ours): where it goes, what the store prepared and what was charged,
  // and what the shopper may still do with it.
  deliveryServiceId: z.number().int().optional(),
  storeId: z.number().int().optional(),
  addressId: z.number().int().optional(),
  /**
   * Where the order goes (with its lines): the store of a pickup and its address, or the home
   * address, and the line the shopper reads ('Ritiro presso <store>, <address>').
   */
  place: z
    .object({ pickup: z.boolean(), name: z.string().nullable(), address: z.string(), text: z.string() })
    .optional(),
  /** The shopper's note to the store, given at checkout (payment_data.note); null without one. */
  note: z.string().nullable().optional(),
  /** The prepared amount once the order is ready; null before. */
  preparedTotal: z.number().nullable().optional(),
  /** What the online payment captured (never more than prebilledAmount); null before. */
  capturedAmount: z.number().nullable().optional(),
  /** "di cui IVA": the VAT in grossTotal by rate, from the amounts stored with the order. */
  vatBuckets: z.array(vatBucketSchema).optional(),
  /** The same for preparedTotal once the order is ready; null before. */
  preparedVatBuckets: z.array(vatBucketSchema).nullable().optional(),
  /** order/delete is allowed. */
  isDeletable: z.boolean().optional(),
  /** order/modify is allowed (ordered, not taken in charge, before the slot's cut-off). */
  isEditable: z.boolean().optional(),
  /** order/payment is allowed (an online payment declined or not finished, still in time). */
  isPayable: z.boolean().optional(),
  /** The shopper is modifying the order (order/modify): it is in the cart until confirmed again. */
  isBeingModified: z.boolean().optional(),
  statusHistory: z
    .array(z.object({ orderStatusId: z.number().int(), orderStatusDescr: z.string(), date: z.string() }))
    .optional(),
  /** Whom the invoice goes to, when one was asked (decision 0059); null without an invoice. */
  invoiceHolder: invoiceHolderSchema.nullable().optional(),
  /**
   * Placed for the customer by customer service or an agent (decision 0122): their role and the
   * line the customer reads ('Ordine inserito dal nostro servizio clienti'); null: by the customer.
   */
  placedBy: z.object({ role: z.string(), text: z.string() }).nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** checkout/buy: the order, and where to send the shopper when the payment needs them. */
export const checkoutBuyAnswerSchema = z.object({
  order: orderSchema,
  /** The payment page to open (card confirmation, PayPal); null when nothing is left to do. */
  paymentUrl: z.string().nullable(),
});
export type CheckoutBuyAnswer = z.infer<typeof checkoutBuyAnswerSchema>;

export const paymentAuthSchema = z.object({
  userPaymentAuthId: z.number().int(),
  paymentTypeId: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expiry: z.string(),
});
export type PaymentAuth = z.infer<typeof paymentAuthSchema>;
export const paymentAuthListSchema = z.object({ auths: z.array(paymentAuthSchema) });
export const prebilledSchema = z.object({ prebilledAmount: z.number() });

/** order/payment (spec: order_id) and order/modify-payment-type (with the new type), decision 0044. */
export const orderPaymentQuerySchema = z.object({
  order_id: id,
  user_payment_auth_id: id.optional(),
  payment_data: line(2000).optional(),
});
export const modifyPaymentTypeQuerySchema = orderPaymentQuerySchema.extend({ payment_type_id: id });
