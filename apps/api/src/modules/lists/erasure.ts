import type { ErasureStep } from '../accounts/index.js';
import { eraseListsOf } from './lists.repository.js';

/** GDPR erasure of the lists area, run by accounts in its erasure transaction. */
export const listsErasureSteps: ErasureStep[] = [{ name: 'lists', run: (trx, s) => eraseListsOf(trx, s.userId) }];
