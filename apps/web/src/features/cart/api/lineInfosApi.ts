import type { MutationConfig } from '../../../lib/api';
import { cartCall, useCartMutation, type CartEnvelope } from './cartMutation';

export interface LineInfos {
  itemId: number;
  infos: { note?: string; accept_alternatives?: boolean };
}

/** POST cart/update-infos: a line's note for the shopper who picks it, substitutes accepted. */
export const updateLineInfos = ({ itemId, infos }: LineInfos) =>
  cartCall('cart/update-infos', { body: { items: [{ itemId, infos }] } });

export const useUpdateLineInfos = (config?: MutationConfig<CartEnvelope, LineInfos>) =>
  useCartMutation(updateLineInfos, config);
