import type { ErasureStep } from '../accounts/index.js';
import { eraseAddressesOf } from './addresses.repository.js';

/**
 * GDPR erasure of the delivery area (decision 0007), run by the accounts module in its
 * transaction: home addresses keep only town and CAP, delivery enablement requests are deleted.
 */
export const deliveryErasureSteps: ErasureStep[] = [
  { name: 'delivery-addresses', run: (trx, s) => eraseAddressesOf(trx, s.userId, s.at) },
];
