import type { MutationConfig } from '../../../lib/api';
import { leanCartCall, useCartMutation, type CartEnvelope } from './cartMutation';

export interface RemoveLines {
  /** The lines to remove; none empties the whole cart. */
  items?: Array<{ itemId: number; productId?: number }>;
  version?: number;
}

/** POST cart/delete: the named lines, or without any the whole cart (spec: "also used to empty"). */
export const removeLines = ({ items, version }: RemoveLines) =>
  leanCartCall('cart/delete', { body: { items, version } });

export const useRemoveLines = (config?: MutationConfig<CartEnvelope, RemoveLines>) =>
  useCartMutation(removeLines, config);
