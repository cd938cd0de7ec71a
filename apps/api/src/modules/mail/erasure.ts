import type { ErasureStep } from '../accounts/index.js';
import { deleteOutboxMailsTo } from './outbox.repository.js';

/**
 * GDPR erasure of the mail area (decision 0007), run by the accounts module in its transaction:
 * the development outbox's mails to the person's address (keyed by the address before erasure).
 */
export const mailErasureSteps: ErasureStep[] = [
  { name: 'outbox', run: (trx, s) => deleteOutboxMailsTo(trx, s.email) },
];
