import type { MutationConfig } from '../../../lib/api';
import { cartCall, useCartMutation, type CartEnvelope } from './cartMutation';

/** POST cart-giftcertificate/add_code?code=…: applies a gift code; an invalid one is refused. */
export const addGiftCode = (code: string) => cartCall('cart-giftcertificate/add_code', { query: { code } });

/** POST cart-giftcertificate/remove_code?code=…. */
export const removeGiftCode = (code: string) =>
  cartCall('cart-giftcertificate/remove_code', { query: { code } });

export const useAddGiftCode = (config?: MutationConfig<CartEnvelope, string>) =>
  useCartMutation(addGiftCode, config);

export const useRemoveGiftCode = (config?: MutationConfig<CartEnvelope, string>) =>
  useCartMutation(removeGiftCode, config);
