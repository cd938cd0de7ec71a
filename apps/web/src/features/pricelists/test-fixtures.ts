import type { Proposal } from './api/types';

// Proposals as the API answers them, for the feature's component tests.

export const PROPOSER = { userId: 7, firstName: 'Laura', lastName: 'Listini', email: 'listini@example.com' };

export function makeProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    priceListProposalId: 11,
    name: 'Listino Il Gusto inverno',
    priceListId: 3,
    replacedPriceListId: null,
    fromDate: '2026-01-01',
    toDate: null,
    warehouseId: 5,
    publicationStateId: -1,
    itemCount: 0,
    authorUserId: PROPOSER.userId,
    approverUserId: null,
    refusalReason: null,
    priceList: { name: 'Ristorante Il Gusto', fromDate: '2026-01-01', toDate: null },
    ...overrides,
  };
}
