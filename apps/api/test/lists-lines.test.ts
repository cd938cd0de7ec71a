/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { P, shoppers } from './helpers/cart.js';
import { caller, errorCode, infoCodes, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Shopping lists and their lines: create, rename, add each product kind, change, remove, delete,
// default list, ownership, bad input.

const t = useTestApp();
const shopper = shoppers(t, '10.47.1.');
let anna: Caller;
let bruno: Caller;
beforeAll(async () => {
  anna = await shopper();
  bruno = await shopper();
});

const create = async (as: Caller, name: string): Promise<any> => {
  const res = await as('POST', 'wishlist/insert', { name });
  expect(status(res)).toBe(0);
  return res.body.data;
};
const view = async (as: Caller, listId: number): Promise<any> => (await as('GET', `wishlist/view?list_id=${listId}`)).body;
const addProd = (as: Caller, wishlistId: number, productId: number, quantity: number, extra = {}) =>
  as('POST', 'wishlist/add_prod', { wishlistId, items: [{ productId, quantity, ...extra }] });
const itemOf = (list: any, productId: number) => list.wishlistItems.find((i: any) => i.product.productId === productId);

describe('lists', () => {
  it('asks a visitor to log in', async () => {
    const res = await caller(t)('GET', 'wishlist/list');
    expect(errorCode(res)).toBe('NOT_LOGGED_IN');
  });

  it('creates, renames, lists and deletes a list', async () => {
    const list = await create(anna, '  Spesa della settimana  ');
    expect(list).toMatchObject({ name: 'Spesa della settimana', size: 0, wishlistItems: [], sharingData: { grant: 'OWNER' } });
    const renamed = await anna('POST', 'wishlist/update', { list_id: list.listId, name: 'Grigliata' });
    expect(renamed.body.data.name).toBe('Grigliata');
    const all = (await anna('GET', 'wishlist/list')).body.data;
    expect(all.personalList.lists.map((l: any) => l.name)).toContain('Grigliata');
    const after = await anna('POST', 'wishlist/delete', { list_id: list.listId });
    expect(status(after)).toBe(0);
    expect(after.body.data.personalList.lists.map((l: any) => l.listId)).not.toContain(list.listId);
    expect(errorCode(await anna('GET', `wishlist/view?list_id=${list.listId}`))).toBe('LIST_NOT_FOUND');
  });

  it('keeps one default list', async () => {
    const a = await create(anna, 'Prima');
    const b = await create(anna, 'Seconda');
    await anna('POST', 'wishlist/select', { list_id: a.listId });
    const res = await anna('POST', 'wishlist/select', { list_id: b.listId });
    const defaults = res.body.data.personalList.lists.filter((l: any) => l.isDefault).map((l: any) => l.listId);
    expect(defaults).toEqual([b.listId]);
  });

  it('concurrent selections leave exactly one default list', async () => {
    const dora = await shopper();
    const ids: number[] = [];
    for (const n of ['Uno', 'Due', 'Tre', 'Quattro', 'Cinque']) ids.push((await create(dora, n)).listId);
    const answers = await Promise.all([...ids, ...ids].map((id) => dora('POST', 'wishlist/select', { list_id: id })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map(status)).toEqual(Array(10).fill(0));
    const lists = (await dora('GET', 'wishlist/list')).body.data.personalList.lists;
    expect(lists.filter((l: any) => l.isDefault)).toHaveLength(1);
  });

  it('concurrent renames, adds and a delete of one list answer codes, never a failure', async () => {
    const list = await create(anna, 'Contesa');
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => anna('POST', 'wishlist/update', { list_id: list.listId, name: `Nome ${i}` })),
      ...Array.from({ length: 5 }, () => addProd(anna, list.listId, P.voucher, 1)),
      anna('POST', 'wishlist/delete', { list_id: list.listId }),
      anna('POST', 'wishlist/delete', { list_id: list.listId }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const a of answers) expect([0, 'LIST_NOT_FOUND']).toContain(status(a) === 0 ? 0 : errorCode(a));
    expect(errorCode(await anna('GET', `wishlist/view?list_id=${list.listId}`))).toBe('LIST_NOT_FOUND');
    const orphans = await t.db.kysely.selectFrom('wishlist_item').select('item_id').where('wishlist_id', '=', list.listId).execute();
    expect(orphans).toEqual([]);
  });

  it("answers nothing about another customer's list", async () => {
    const list = await create(anna, 'Privata');
    await addProd(anna, list.listId, P.voucher, 2);
    for (const res of [
      await bruno('GET', `wishlist/view?list_id=${list.listId}`),
      await bruno('POST', 'wishlist/update', { list_id: list.listId, name: 'Mia' }),
      await bruno('POST', 'wishlist/delete', { list_id: list.listId }),
      await addProd(bruno, list.listId, P.percent, 1),
      await bruno('POST', `cart/add-all-from-wishlist?list_id=${list.listId}`),
    ]) {
      expect(errorCode(res)).toBe('LIST_NOT_FOUND');
      expect(JSON.stringify(res.body.data ?? null)).not.toContain('Privata');
    }
    expect((await view(anna, list.listId)).data).toMatchObject({ name: 'Privata', size: 1 });
  });
});

describe('lines', () => {
  it('adds pieces, packs and weight with the productAddToList message and sums a second add', async () => {
    const list = await create(anna, 'Tipi');
    const first = await anna('POST', 'wishlist/add_prod', {
      wishlistId: list.listId,
      items: [
        { productId: P.voucher, quantity: 2 },
        { productId: P.lockedPack, quantity: 6 },
        { productId: P.sfuso, quantity: 0.75 },
      ],
    });
    expect(status(first)).toBe(0);
    expect(infoCodes(first)).toEqual(['productAddToList']);
    expect((first.body.response.infosMessage as any[])[0].message).toBe('Prodotti aggiunti alla lista "Tipi": 3');
    await addProd(anna, list.listId, P.voucher, 1);
    const l = (await view(anna, list.listId)).data;
    expect(itemOf(l, P.voucher)).toMatchObject({ quantity: 3, weight: null });
    expect(itemOf(l, P.lockedPack)).toMatchObject({ quantity: 6 });
    expect(itemOf(l, P.sfuso)).toMatchObject({ quantity: 0.75, weight: 0.75 });
    expect(l.size).toBe(3);
    expect(l.productIds).toEqual(expect.arrayContaining([P.voucher, P.lockedPack, P.sfuso]));
  });

  it('applies the cart quantity rules', async () => {
    const list = await create(anna, 'Regole');
    expect(errorCode(await addProd(anna, list.listId, P.lockedPack, 4))).toBe('QTY_BELOW_MIN');
    expect(errorCode(await addProd(anna, list.listId, P.lockedPack, 9))).toBe('QTY_NOT_MULTIPLE');
    expect(errorCode(await addProd(anna, list.listId, P.minAcq, 1))).toBe('QTY_BELOW_MIN');
    expect(errorCode(await addProd(anna, list.listId, P.maxAcq, 7))).toBe('QTY_ABOVE_MAX');
    expect(errorCode(await addProd(anna, list.listId, P.voucher, 1.5))).toBe('QTY_NOT_MULTIPLE');
    expect(errorCode(await addProd(anna, list.listId, P.sfuso, 0.3001))).toBe('QTY_INVALID');
    expect(errorCode(await addProd(anna, list.listId, P.options, 0.5))).toBe('OPTIONS_REQUIRED');
    // A second add that would pass the maximum changes nothing.
    await addProd(anna, list.listId, P.maxAcq, 4);
    expect(errorCode(await addProd(anna, list.listId, P.maxAcq, 4))).toBe('QTY_ABOVE_MAX');
    expect(itemOf((await view(anna, list.listId)).data, P.maxAcq).quantity).toBe(4);
  });

  it('changes quantities, removes lines, and 0 removes a line', async () => {
    const list = await create(anna, 'Cambi');
    await anna('POST', 'wishlist/add_prod', {
      wishlistId: list.listId,
      items: [
        { productId: P.voucher, quantity: 1 },
        { productId: P.percent, quantity: 1 },
        { productId: P.freePack, quantity: 2 },
      ],
    });
    const l = (await view(anna, list.listId)).data;
    const [v, p, f] = [P.voucher, P.percent, P.freePack].map((id) => itemOf(l, id).itemId);
    const changed = await anna('POST', 'wishlist/update_prods', {
      wishlistId: list.listId,
      items: [{ itemId: v, quantity: 5 }, { itemId: f, quantity: 0 }],
    });
    expect(status(changed)).toBe(0);
    expect(itemOf(changed.body.data, P.voucher).quantity).toBe(5);
    expect(itemOf(changed.body.data, P.freePack)).toBeUndefined();
    const removed = await anna('POST', 'wishlist/delete_prods', { wishlistId: list.listId, items: [{ itemId: p, productId: P.percent }] });
    expect(removed.body.data.wishlistItems.map((i: any) => i.product.productId)).toEqual([P.voucher]);
    expect(errorCode(await anna('POST', 'wishlist/update_prods', { wishlistId: list.listId, items: [{ itemId: p, quantity: 1 }] }))).toBe(
      'LIST_ITEM_NOT_FOUND',
    );
  });

  it('refuses bad input with a coded message and changes nothing', async () => {
    const list = await create(anna, 'Intatta');
    await addProd(anna, list.listId, P.voucher, 2);
    const itemId = itemOf((await view(anna, list.listId)).data, P.voucher).itemId;
    const bad = [
      await anna('POST', 'wishlist/insert', { name: 'x'.repeat(10_000) }),
      await anna('POST', 'wishlist/insert', { name: '   ' }),
      await anna('POST', 'wishlist/update', { list_id: list.listId, name: 'x'.repeat(10_000) }),
      await anna('GET', 'wishlist/view?list_id=abc'),
      await anna('GET', 'wishlist/view?list_id=99999999999'),
      await addProd(anna, list.listId, P.voucher, -2),
      await anna('POST', 'wishlist/update_prods', { wishlistId: list.listId, items: [{ itemId, quantity: -1 }] }),
      await anna('POST', 'wishlist/add_prod', { wishlistId: list.listId, items: [{ productId: 'x', quantity: 1 }] }),
      await anna('POST', 'wishlist/add_prod', { wishlistId: list.listId, items: [] }),
    ];
    for (const res of bad) {
      expect(res.status).toBeLessThan(500);
      expect(status(res)).not.toBe(0);
      expect(errorCode(res)).toMatch(/^(VALIDATION_ERROR|QTY_INVALID)$/);
      expect(res.body.response.errorsMessage[0].message).toMatch(/\S/);
    }
    expect(errorCode(await anna('GET', 'wishlist/view?list_id=987654'))).toBe('LIST_NOT_FOUND');
    expect(errorCode(await addProd(anna, 987654, P.voucher, 1))).toBe('LIST_NOT_FOUND');
    expect(errorCode(await addProd(anna, list.listId, 99999999, 1))).toBe('PRODUCT_NOT_FOUND');
    const l = (await view(anna, list.listId)).data;
    expect(l.name).toBe('Intatta');
    expect(itemOf(l, P.voucher).quantity).toBe(2);
  });

  it('sets hasFavorites on the user once a list has a product', async () => {
    const carla = await shopper();
    const before = (await carla('GET', 'auth/test')).body.data;
    expect(before.user.hasFavorites).toBe(false);
    const list = await create(carla, 'Preferiti');
    await addProd(carla, list.listId, P.voucher, 1);
    expect((await carla('GET', 'auth/test')).body.data.user.hasFavorites).toBe(true);
  });

  it('concurrent adds to one line give the exact sum and never pass the maximum', async () => {
    const list = await create(anna, 'Concorrenza');
    const adds = await Promise.all(Array.from({ length: 20 }, () => addProd(anna, list.listId, P.voucher, 1)));
    expect(adds.map(status)).toEqual(Array(20).fill(0));
    const capped = await Promise.all(Array.from({ length: 10 }, () => addProd(anna, list.listId, P.maxAcq, 1)));
    expect(capped.filter((a) => status(a) === 0)).toHaveLength(6);
    const l = (await view(anna, list.listId)).data;
    expect(itemOf(l, P.voucher).quantity).toBe(20);
    expect(itemOf(l, P.maxAcq).quantity).toBe(6);
  });
});

describe('demo data', () => {
  it('gives mario.rossi@example.com two lists with products of each kind', async () => {
    const rows = await t.db.kysely
      .selectFrom('wishlist as w')
      .innerJoin('user_account as u', 'u.user_id', 'w.user_id')
      .innerJoin('wishlist_item as i', 'i.wishlist_id', 'w.wishlist_id')
      .innerJoin('product as p', 'p.product_id', 'i.product_id')
      .select(['w.name', 'w.is_default', 'p.tipologia'])
      .where('u.email', '=', 'mario.rossi@example.com')
      .execute();
    expect([...new Set(rows.map((r) => r.name))].sort()).toEqual(['Grigliata di sabato', 'Spesa della settimana']);
    expect(new Set(rows.map((r) => r.tipologia))).toEqual(new Set(['Pezzo', 'Sfuso', 'Confezione']));
  });
});
