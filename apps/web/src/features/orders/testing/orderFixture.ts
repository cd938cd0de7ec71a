import { PAYMENT_TYPE } from '@spesa/domain';
import type { OrderLineView, OrderView } from '../api/orderTypes';

/** An order line of 2 pieces at 1,50 €, not picked yet, unless told. */
export function makeOrderLine(overrides: Partial<OrderLineView> = {}): OrderLineView {
  return {
    itemId: 1,
    productId: 101,
    name: 'Latte intero 1 l',
    quantity: 2,
    weighed: false,
    unitPrice: 1.5,
    grossTotal: 3,
    discount: 0,
    ...overrides,
  };
}

/** Order 7: placed (status 3), paid on delivery, two lines, a store pickup slot. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: 7,
    cartId: 70,
    orderStatusId: 3,
    orderStatusDescr: 'Ordinato',
    paymentTypeId: PAYMENT_TYPE.onDelivery,
    paymentState: 'none',
    addDate: '2026-11-20T09:30:00.000Z',
    timeslot: { date: '2026-11-25', timeslotId: 3, beginTime: '10:00', endTime: '12:00' },
    goodsTotal: 9.5,
    giftDiscount: 0,
    deliveryFee: 0,
    grossTotal: 9.5,
    prebilledAmount: 0,
    paymentDueAt: null,
    orderLines: [
      makeOrderLine(),
      makeOrderLine({
        itemId: 2,
        productId: 102,
        name: 'Mele Golden',
        quantity: 1.5,
        weighed: true,
        unitPrice: 2.2,
        grossTotal: 3.3,
      }),
      makeOrderLine({
        itemId: 3,
        productId: 103,
        name: 'Pane comune',
        quantity: 1,
        unitPrice: 3.2,
        grossTotal: 3.2,
      }),
    ],
    transactions: [],
    ...overrides,
  };
}
