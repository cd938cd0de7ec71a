/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { lastMail, linkParam } from './helpers/accounts.js';
import { P, shoppers } from './helpers/cart.js';
import { errorCode, status, type Caller } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// Sharing a list by e-mail (READ or WRITE) and by link; revocation holds on the next request.

const t = useTestApp();
const shopper = shoppers(t, '10.48.1.');
type Shopper = Caller & { email: string };
let owner: Shopper;
let reader: Shopper;
let writer: Shopper;
let listId: number;
beforeAll(async () => {
  [owner, reader, writer] = [await shopper(), await shopper(), await shopper()];
  listId = (await owner('POST', 'wishlist/insert', { name: 'Cena di sabato' })).body.data.listId;
  await owner('POST', 'wishlist/add_prod', { wishlistId: listId, items: [{ productId: P.voucher, quantity: 2 }] });
});

const userIdOf = async (as: Caller): Promise<number> => (await as('GET', 'auth/test')).body.data.user.userId;
const viewOf = (as: Caller, id = listId) => as('GET', `wishlist/view?list_id=${id}`);
const share = (email: string, grant: string) => owner('POST', 'wishlist/share', { list_id: listId, email, grant });

describe('sharing by e-mail', () => {
  it('shows a READ list to the grantee with who shared it, and refuses every change', async () => {
    const res = await share(reader.email.toUpperCase(), 'READ');
    expect(status(res)).toBe(0);
    expect(res.body.data.sharingData.sharedWith).toEqual([expect.objectContaining({ email: reader.email, grant: 'READ' })]);
    const lists = (await reader('GET', 'wishlist/list')).body.data.personalList.lists;
    const shared = lists.find((l: any) => l.listId === listId);
    expect(shared.sharingData).toMatchObject({ grant: 'READ', sharedBy: { email: owner.email }, sharedWith: [] });
    expect((await viewOf(reader)).body.data.wishlistItems).toHaveLength(1);

    const itemId = (await viewOf(reader)).body.data.wishlistItems[0].itemId;
    const refused = [
      await reader('POST', 'wishlist/update', { list_id: listId, name: 'Mia' }),
      await reader('POST', 'wishlist/delete', { list_id: listId }),
      await reader('POST', 'wishlist/add_prod', { wishlistId: listId, items: [{ productId: P.percent, quantity: 1 }] }),
      await reader('POST', 'wishlist/update_prods', { wishlistId: listId, items: [{ itemId, quantity: 5 }] }),
      await reader('POST', 'wishlist/delete_prods', { wishlistId: listId, items: [{ itemId }] }),
      await reader('POST', 'wishlist/share', { list_id: listId, email: writer.email, grant: 'WRITE' }),
    ];
    for (const r of refused) {
      expect(r.body.response.errorsMessage[0]).toEqual({
        code: 'LIST_READ_ONLY',
        message: 'Non si hanno le autorizzazioni per modificare/cancellare la lista',
      });
    }
    const after = (await viewOf(owner)).body.data;
    expect(after).toMatchObject({ name: 'Cena di sabato', size: 1 });
    expect(after.wishlistItems[0].quantity).toBe(2);
  });

  it('lets a WRITE grantee change the lines but not share or make it their default', async () => {
    await share(writer.email, 'WRITE');
    const added = await writer('POST', 'wishlist/add_prod', { wishlistId: listId, items: [{ productId: P.percent, quantity: 1 }] });
    expect(status(added)).toBe(0);
    expect((await viewOf(owner)).body.data.size).toBe(2);
    expect(errorCode(await writer('POST', 'wishlist/share', { list_id: listId, email: reader.email, grant: 'WRITE' }))).toBe('LIST_READ_ONLY');
    expect(errorCode(await writer('POST', 'wishlist/select', { list_id: listId }))).toBe('LIST_READ_ONLY');
  });

  it('revocation takes effect on the very next request', async () => {
    const writerId = await userIdOf(writer);
    expect(status(await viewOf(writer))).toBe(0);
    expect(status(await owner('POST', 'wishlist/unshare', { list_id: listId, user_id: writerId }))).toBe(0);
    expect(errorCode(await viewOf(writer))).toBe('LIST_NOT_FOUND');
    expect(
      errorCode(await writer('POST', 'wishlist/add_prod', { wishlistId: listId, items: [{ productId: P.voucher, quantity: 1 }] })),
    ).toBe('LIST_NOT_FOUND');
    const lists = (await writer('GET', 'wishlist/list')).body.data.personalList.lists;
    expect(lists.map((l: any) => l.listId)).not.toContain(listId);
  });

  it('refuses unknown addresses, the owner, bad grants and bad e-mails', async () => {
    expect(errorCode(await share('nessuno@example.com', 'READ'))).toBe('LIST_SHARE_UNKNOWN_EMAIL');
    expect(errorCode(await share(owner.email, 'READ'))).toBe('LIST_SHARE_SELF');
    expect(errorCode(await share(reader.email, 'ADMIN'))).toBe('VALIDATION_ERROR');
    expect(errorCode(await share('non-una-mail', 'READ'))).toBe('VALIDATION_ERROR');
    expect(errorCode(await share(`${'a'.repeat(10_000)}@example.com`, 'READ'))).toBe('VALIDATION_ERROR');
  });
});

describe('sharing by link', () => {
  it('opens the list read-only by its token until the link is revoked', async () => {
    const link = await owner('POST', 'wishlist/share-link', { list_id: listId });
    expect(status(link)).toBe(0);
    const { token, path } = link.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/profile/lists/shared/${token}`);
    // Only a hash is stored: the token itself is nowhere in the database.
    const stored = await t.db.kysely.selectFrom('wishlist_link').selectAll().where('wishlist_id', '=', listId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const seen = await writer('GET', `wishlist/shared?token=${token}`);
    expect(seen.body.data).toMatchObject({ listId, name: 'Cena di sabato', sharingData: { grant: 'READ' } });
    expect((await owner('GET', `wishlist/view?list_id=${listId}`)).body.data.sharingData.hasLink).toBe(true);

    await owner('POST', 'wishlist/unshare-link', { list_id: listId });
    expect(errorCode(await writer('GET', `wishlist/shared?token=${token}`))).toBe('LIST_LINK_INVALID');
    expect(errorCode(await writer('GET', 'wishlist/shared?token=short'))).toBe('VALIDATION_ERROR');
  });

  it('a new link replaces the old one', async () => {
    const first = (await owner('POST', 'wishlist/share-link', { list_id: listId })).body.data.token;
    const second = (await owner('POST', 'wishlist/share-link', { list_id: listId })).body.data.token;
    expect(errorCode(await reader('GET', `wishlist/shared?token=${first}`))).toBe('LIST_LINK_INVALID');
    expect(status(await reader('GET', `wishlist/shared?token=${second}`))).toBe(0);
  });
});

describe('erasure', () => {
  it("a customer's erasure deletes their lists and the shares they were given", async () => {
    const leaving = await shopper();
    const own = (await leaving('POST', 'wishlist/insert', { name: 'Da cancellare' })).body.data.listId;
    await leaving('POST', 'wishlist/add_prod', { wishlistId: own, items: [{ productId: P.voucher, quantity: 1 }] });
    await leaving('POST', 'wishlist/share', { list_id: own, email: reader.email, grant: 'READ' });
    await owner('POST', 'wishlist/share', { list_id: listId, email: leaving.email, grant: 'WRITE' });
    const leavingId = await userIdOf(leaving);

    expect(status(await leaving('GET', 'registration/anonymize_token_request'))).toBe(0);
    const code = linkParam((await lastMail(t, leaving.email)).text, 'token');
    expect(status(await leaving('GET', `registration/user_anonymize?mfa_token=${code}`))).toBe(0);

    expect(errorCode(await reader('GET', `wishlist/view?list_id=${own}`))).toBe('LIST_NOT_FOUND');
    const left = await t.db.kysely.selectFrom('wishlist').select('wishlist_id').where('user_id', '=', leavingId).execute();
    expect(left).toEqual([]);
    const shares = await t.db.kysely.selectFrom('wishlist_share').select('wishlist_id').where('user_id', '=', leavingId).execute();
    expect(shares).toEqual([]);
    expect((await viewOf(owner)).body.data.sharingData.sharedWith.map((p: any) => p.userId)).not.toContain(leavingId);
  });
});
