import type { ErasureStep } from '../accounts/index.js';
import { eraseCartContentsOf } from './cart-items.repository.js';

/**
 * GDPR erasure of the cart area (decision 0007), run by the accounts module in its transaction:
 * the lines of the user's carts (with their free-text notes), the cart properties and the codes on
 * them go. A single-use code stays redeemed: it was given to this person and is not given again.
 */
export const cartErasureSteps: ErasureStep[] = [
  { name: 'cart-contents', run: (trx, s) => eraseCartContentsOf(trx, s.userId) },
];
