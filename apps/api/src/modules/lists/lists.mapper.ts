import { lineQuantityFields, type WishlistItem, type WishlistSummary } from '@spesa/domain';
import { toProduct, type ProductBundle } from '../catalogue/index.js';
import type { CustomerCard } from '../accounts/index.js';
import { tipologiaOf } from '../cart/index.js';
import type { ListGrant, WishlistItemRow } from './lists.repository.js';

// Rows to the contract's shapes (storefront spec "Shopping list"). Pure functions.

export interface SummaryRow {
  wishlist_id: number;
  owner_id: number;
  name: string;
  is_default: number;
  grant: ListGrant;
  size: number;
}

export interface SharingFacts {
  owners: Map<number, CustomerCard>;
  shares: Array<{ wishlist_id: number; user_id: number; grant_type: string }>;
  linked: Set<number>;
  productIds: Array<{ wishlist_id: number; product_id: number }>;
}

const person = (c: CustomerCard | undefined) =>
  c ? { firstName: c.firstName, lastName: c.lastName, email: c.email } : null;

export function toSummary(r: SummaryRow, facts: SharingFacts): WishlistSummary {
  const own = r.grant === 'OWNER';
  return {
    id: r.wishlist_id,
    listId: r.wishlist_id,
    wishlistId: r.wishlist_id,
    name: r.name,
    listName: r.name,
    size: r.size,
    isDefault: own && r.is_default === 1,
    sharingData: {
      grant: r.grant,
      sharedBy: own ? null : person(facts.owners.get(r.owner_id)),
      // Whom a list is shared with is the owner's business only.
      sharedWith: own
        ? facts.shares
            .filter((s) => s.wishlist_id === r.wishlist_id)
            .flatMap((s) => {
              const c = facts.owners.get(s.user_id);
              return c ? [{ ...person(c)!, userId: c.userId, grant: s.grant_type as 'READ' | 'WRITE' }] : [];
            })
        : [],
      hasLink: own && facts.linked.has(r.wishlist_id),
    },
    productIds: facts.productIds.filter((p) => p.wishlist_id === r.wishlist_id).map((p) => p.product_id),
  };
}

/** The options stored with a line ('{}' for none; written by canonicalParams, so always an object). */
function paramsOf(json: string): Record<string, string> {
  try {
    const parsed = JSON.parse(json) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function toItem(row: WishlistItemRow, b: ProductBundle): WishlistItem {
  const product = toProduct(b);
  return {
    itemId: row.item_id,
    product,
    ...lineQuantityFields(tipologiaOf(b.row), row.quantity_milli),
    params: paramsOf(row.params_json),
  };
}
