import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLICATION_STATE as S } from '@spesa/domain';
import { createTestApp, type TestApp } from './helpers/app.js';
import { DEMO, call, loginToken, session } from './helpers/accounts.js';
import { as, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { nextCart, placed } from './helpers/orders.js';
import { newPriceList, publishPrices } from './helpers/price-lists.js';

// A business customer pays the list's price in the cart, the checkout and the order; a private
// shopper of the same store does not; an order keeps the price it was placed with (decision 0116).
// Both databases.

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('price lists in the cart, the checkout and the order', () => {
  let t: TestApp;
  let proposer: string;
  let approver: string;
  let staff: string;
  let business: Shopper;
  let business2: Shopper;
  let privateShopper: Shopper;
  let slot: { timeslotId: number; date: string };
  beforeAll(async () => {
    t = await createTestApp();
    proposer = await loginToken(t, 'listini@example.com', DEMO.password, '198.51.100.51');
    approver = await loginToken(t, 'approvatore@example.com', DEMO.password, '198.51.100.52');
    staff = await loginToken(t, DEMO.staff, DEMO.password, '198.51.100.53');
    slot = await newSlot(t.db, 50);
    [business, business2] = await readyShoppers(t.db, 2, slot, { business: true });
    [privateShopper] = await readyShoppers(t.db, 1, slot);
  });
  afterAll(() => t.close());

  const newList = (name: string, priority: number, applyPromotions = 0) =>
    newPriceList(t.db, name, priority, applyPromotions);
  const publish = (listId: number, prices: Record<number, string>) =>
    publishPrices(t, { proposer, approver }, listId, prices);

  const line = (cart: Any, productId: number) =>
    cart.cartItems.find((i: Any) => i.product.productId === productId);
  const cartOf = async (s: Shopper) => {
    const r = await as(t, s).get('cart/view');
    expect(r.body.response.status).toBe(0);
    return r.body.data;
  };
  const orderLines = (orderId: number) =>
    t.db.kysely
      .selectFrom('order_line')
      .select(['product_id', 'unit_cents', 'gross_cents', 'price_list_id'])
      .where('order_id', '=', orderId)
      .orderBy('product_id')
      .execute();

  let listId: number;
  let privatePrice21: number;

  it("prices the business customer's cart at the list price and the private shopper's at the store's", async () => {
    listId = await newList('Hotel Lario', 50);
    await t.db.kysely
      .insertInto('price_list_customer')
      .values([
        { price_list_id: listId, user_id: business.userId },
        { price_list_id: listId, user_id: business2.userId },
      ])
      .execute();
    const before = await cartOf(business);
    privatePrice21 = line(before, 21).unitPrice;
    await publish(listId, { 21: '1,11', 69: '0.99' });

    const b = await cartOf(business);
    expect(line(b, 21)).toMatchObject({ unitPrice: 1.11 });
    expect(line(b, 21).product.priceDisplay).toBe(1.11);
    // The list does not let promotions on top: 69's 30 % is not applied.
    expect(line(b, 69).unitPrice).toBe(0.99);
    expect(line(b, 69).product.priceDisplay).toBe(0.99);
    expect(line(b, 69).grossTotal).toBe(0.99);
    // A product the list does not price keeps the store's price.
    const p = await cartOf(privateShopper);
    expect(line(b, 1).unitPrice).toBe(line(p, 1).unitPrice);
    expect(line(p, 21).unitPrice).toBe(privatePrice21);
    expect(line(p, 21).unitPrice).not.toBe(1.11);
    expect(line(p, 69).unitPrice).not.toBe(0.99);
    expect(b.grossTotal).toBeLessThan(p.grossTotal);
  });

  it("the catalogue shows each of them what they pay: listing, product page and search, never the other's kept answer", async () => {
    const products = async (s: Shopper, query: string) => {
      const r = await as(t, s).get(`products?${query}`);
      expect(r.body.response.status).toBe(0);
      return r.body.data.products as Any[];
    };
    const priceIn = (list: Any[], id: number) => list.find((x) => x.productId === id)?.priceDisplay;
    const p21 = await products(privateShopper, 'product_id=21,69');
    // The private shopper first: the business customer must not get this kept answer, nor the reverse.
    expect(priceIn(p21, 21)).toBe(privatePrice21);
    const b21 = await products(business, 'product_id=21,69');
    expect(priceIn(b21, 21)).toBe(1.11);
    expect(priceIn(b21, 69)).toBe(0.99);
    expect(priceIn(await products(privateShopper, 'product_id=21,69'), 21)).toBe(privatePrice21);
    const slug = b21.find((x) => x.productId === 21).slug;
    expect(priceIn(await products(business, `slug=${slug}`), 21)).toBe(1.11);
    expect(priceIn(await products(privateShopper, `slug=${slug}`), 21)).toBe(privatePrice21);
    const name = encodeURIComponent(b21.find((x) => x.productId === 21).name);
    const found = await products(business, `q=${name}`);
    expect(priceIn(found, 21)).toBe(1.11);
    expect(priceIn(await products(privateShopper, `q=${name}`), 21)).toBe(privatePrice21);
    // What the catalogue shows is what the cart charges.
    expect(line(await cartOf(business), 21).unitPrice).toBe(priceIn(b21, 21));
  });

  it("the checkout charges and the order keeps the list price; the private shopper's order the store's", async () => {
    const bCart = await cartOf(business);
    const pCart = await cartOf(privateShopper);
    const bOrder = await placed(t, business, { payment_type_id: 2 });
    const pOrder = await placed(t, privateShopper, { payment_type_id: 2 });
    const bLines = await orderLines(bOrder.orderId);
    expect(bLines.find((l) => l.product_id === 21)).toMatchObject({ unit_cents: 111, price_list_id: listId });
    expect(bLines.find((l) => l.product_id === 69)).toMatchObject({ unit_cents: 99, price_list_id: listId });
    // A line the list does not price was priced by the store: no list.
    expect(bLines.filter((l) => l.product_id !== 21 && l.product_id !== 69).map((l) => l.price_list_id)).toEqual(
      bLines.filter((l) => l.product_id !== 21 && l.product_id !== 69).map(() => null),
    );
    expect(bOrder.grossTotal).toBe(bCart.grossTotal);
    const pLines = await orderLines(pOrder.orderId);
    expect(pLines.find((l) => l.product_id === 21)?.unit_cents).toBe(Math.round(privatePrice21 * 100));
    expect(pLines.length).toBeGreaterThan(0);
    expect(pLines.every((l) => l.price_list_id === null)).toBe(true);
    expect(pOrder.grossTotal).toBe(pCart.grossTotal);

    // The list changes: a new proposal of the same list, published. New carts pay the new price ...
    await publish(listId, { 21: '2,22' });
    await nextCart(t.db, business, slot);
    expect(line(await cartOf(business), 21).unitPrice).toBe(2.22);
    // ... the order placed before keeps its own price and list, even once the list has ceased.
    await t.db.kysely.updateTable('price_list').set({ status_id: 0 }).where('price_list_id', '=', listId).execute();
    expect(line(await cartOf(business), 21).unitPrice).toBe(privatePrice21);
    expect((await orderLines(bOrder.orderId)).find((l) => l.product_id === 21)).toMatchObject({
      unit_cents: 111,
      price_list_id: listId,
    });
    await t.db.kysely.updateTable('price_list').set({ status_id: 1 }).where('price_list_id', '=', listId).execute();
  });

  it("the demo: ristorante@example.com sees its list prices where mario.rossi@example.com sees the store's", async () => {
    const listed = await t.db.kysely
      .selectFrom('price_list_proposal_price as pp')
      .innerJoin('price_list_proposal as p', 'p.price_list_proposal_id', 'pp.price_list_proposal_id')
      .innerJoin('price_list as l', 'l.price_list_id', 'p.price_list_id')
      .select(['pp.product_id', 'pp.price_cents'])
      .where('l.name', '=', 'Ristorante Il Gusto')
      .where('p.publication_state_id', '=', S.published)
      .orderBy('pp.product_id')
      .execute();
    expect(listed).toHaveLength(8);
    const ids = listed.map((l) => l.product_id).join(',');
    const shown = async (email: string, ip: string) => {
      const token = await loginToken(t, email, DEMO.password, ip);
      const r = await call<Any>(t, 'GET', `products?product_id=${ids}`, { headers: session(token) });
      return new Map((r.body.data.products as Any[]).map((p) => [p.productId, p.priceDisplay]));
    };
    const ristorante = await shown(DEMO.ristorante, '198.51.100.54');
    const mario = await shown(DEMO.mario, '198.51.100.55');
    for (const l of listed) {
      expect(ristorante.get(l.product_id)).toBe(l.price_cents / 100);
      expect(mario.get(l.product_id)).toBeGreaterThan(ristorante.get(l.product_id));
    }
  });

  it("the customer's own list before the group's, the higher priority first; explained to staff", async () => {
    const groupList = await newList('Gruppo alberghi', 99);
    const group = await t.db.kysely
      .insertInto('customer_group')
      .values({ name: 'Alberghi' })
      .returning('customer_group_id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('customer_group_member')
      .values({ customer_group_id: group.customer_group_id, user_id: business2.userId })
      .execute();
    await t.db.kysely
      .insertInto('price_list_customer_group')
      .values({ price_list_id: groupList, customer_group_id: group.customer_group_id })
      .execute();
    await publish(groupList, { 21: '5,55', 1: '1,50' });
    const lower = await newList('Hotel Lario bis', 10);
    await t.db.kysely
      .insertInto('price_list_customer')
      .values({ price_list_id: lower, user_id: business2.userId })
      .execute();
    await publish(lower, { 21: '3,33', 69: '0,50' });

    const c = await cartOf(business2);
    // 21: own lists (priority 50 at 2,22 over the newer priority 10 at 3,33) before the group's 5,55.
    expect(line(c, 21).unitPrice).toBe(2.22);
    // 69: the higher-priority list's prices are those of its latest proposal in force (21 only),
    // so 69 comes from the next list in order.
    expect(line(c, 69).unitPrice).toBe(0.5);
    // 1: only the group's list prices it (per kg).
    expect(line(c, 1).product.priceDisplay).toBe(1.5);

    const warehouseId = c.warehouse.warehouseId;
    const why = await call<Any>(
      t,
      'GET',
      `price-list/explain-price?user_id=${business2.userId}&product_id=21&warehouse_id=${warehouseId}`,
      { headers: session(staff) },
    );
    expect(why.body.data.chosen).toMatchObject({ priceListId: listId, price: 2.22 });
    expect(why.body.data.listsInForce.map((l: Any) => [l.name, l.level])).toEqual([
      ['Hotel Lario', 'customer'],
      ['Hotel Lario bis', 'customer'],
      ['Gruppo alberghi', 'group'],
    ]);
    expect(why.body.data.priceDisplay).toBe(2.22);
    expect(why.body.data.steps.join(' ')).toMatch(/Hotel Lario/);
    // Customers and price-list people who are not staff are refused.
    const refused = await call<Any>(
      t,
      'GET',
      `price-list/explain-price?user_id=${business2.userId}&product_id=21&warehouse_id=${warehouseId}`,
      { headers: { cookie: business2.cookie } },
    );
    expect(refused.status).toBe(403);
  });

  it("a list ceased, out of its dates, or replaced stops pricing; the store's price is back", async () => {
    const c0 = await cartOf(business2);
    const storePrice = line(await cartOf(privateShopper), 69)?.unitPrice;
    await t.db.kysely
      .updateTable('price_list')
      .set({ status_id: 0 })
      .where('price_list_id', '=', listId)
      .execute();
    const c1 = await cartOf(business2);
    // 69 falls to the lower own list now; 21 to that list too.
    expect(line(c1, 69).unitPrice).toBe(0.5);
    expect(line(c1, 21).unitPrice).toBe(3.33);
    await t.db.kysely
      .updateTable('price_list')
      .set({ to_date: '2026-11-22' })
      .where('name', '=', 'Hotel Lario bis')
      .execute();
    const c2 = await cartOf(business2);
    expect(line(c2, 21).unitPrice).toBe(5.55);
    expect(line(c2, 69).unitPrice).toBe(storePrice ?? line(c2, 69).unitPrice);
    expect(c0.grossTotal).not.toBe(c2.grossTotal);
  });
});
