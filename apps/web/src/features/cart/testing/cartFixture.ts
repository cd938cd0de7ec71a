import type { Cart, CartItem, LeanCart, Product } from '@spesa/domain';
import { makeProduct } from '../../../components/ui/testing/productFixture';

/** A cart line of `product` (1 piece unless told), priced as the API answers it. */
export function makeLine(overrides: Partial<CartItem> = {}, product: Product = makeProduct()): CartItem {
  return {
    itemId: 1,
    product,
    quantity: 1,
    weight: null,
    isPackage: false,
    params: {},
    infos: { accept_alternatives: true, note: null },
    cartItemInfo: { customWeight: null },
    cartItemInsertionTypeId: 1,
    useWpid: null,
    unitPrice: 1.59,
    grossTotal: 1.59,
    standardTotal: 1.59,
    discount: 0,
    appliedPromoId: null,
    sellable: true,
    ...overrides,
  };
}

/** A logged-in shopper's open cart with a store pickup and a slot; no lines unless given. */
export function makeCart(lines: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: 10,
    user: { userId: 5 },
    store: { storeId: 1, name: 'Spesa Como' },
    warehouse: { warehouseId: 1 },
    shippingAddress: {
      addressId: 3,
      addressName: 'Spesa Como',
      addressType: 'drive',
      addressTypeId: 2,
      deliveryServiceId: 1,
      zoneId: null,
      autoAssigned: false,
      address1: 'Via Milano',
      addressNumber: '1',
      city: 'Como',
      province: 'CO',
      postalcode: '22100',
    },
    timeslot: {
      date: '2026-11-24',
      dateIso: '2026-11-24',
      timeslotId: 7,
      beginTime: '10:00',
      endTime: '11:00',
      name: '10:00-11:00',
      autoAssigned: false,
    },
    selectedService: null,
    cartStatusId: 1,
    cartItems: lines,
    sectors: lines.length ? [{ categoryId: 12, name: 'Latticini e formaggi', cartItems: lines }] : [],
    cartInfos: {},
    orderAdjustmentSummary: { orderAdjustments: [] },
    version: 1,
    totalItems: lines.length,
    goodsTotal: 1.59,
    promoDiscount: 0,
    giftDiscount: 0,
    deliveryFee: 0,
    grossTotal: 1.59,
    netTotal: 1.53,
    vatTotal: 0.06,
    vatBuckets: [{ ivaPct: 4, gross: 1.59, net: 1.53, vat: 0.06 }],
    paymentHold: 1.91,
    ...overrides,
  };
}

/**
 * The lean answer of a change (decision 0068) for `cart`: products only on the lines `written`
 * names, departments by item id, as the API answers with `?answer=lean`.
 */
export function leanOf(cart: Cart, written: number[]): LeanCart {
  const { cartItems, sectors, ...rest } = cart;
  return {
    ...rest,
    answer: 'lean',
    cartItems: cartItems.map(({ product, ...line }) => ({
      ...line,
      productId: product.productId,
      ...(written.includes(line.itemId) ? { product } : {}),
    })),
    sectors: sectors?.map(({ cartItems: lines, ...group }) => ({
      ...group,
      itemIds: lines.map((l) => l.itemId),
    })),
  };
}
