import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api';
import { priceListKeys } from './keys';
import type { ProposalWithHistory } from './types';

// The writes of the price-list calls. The spec's insert, modify, delete and confirm-proposal are
// GETs (kept by the API, CSRF-checked); the price calls and the approver's are POSTs. Each answers
// silently: the screens show the Italian message where the person acted.

/** What a change of a proposal leaves stale: the lists of proposals and the proposal's own reads. */
async function refresh(client: QueryClient, proposal?: ProposalWithHistory) {
  if (proposal) client.setQueryData(priceListKeys.proposal(proposal.priceListProposalId), proposal);
  await client.invalidateQueries({ queryKey: priceListKeys.proposals, refetchType: 'active' });
}

function useProposalCall<V>(call: (v: V) => Promise<ProposalWithHistory>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (proposal) => refresh(client, proposal) });
}

export interface ProposalInput {
  name: string;
  priceListId: number;
  replacedPriceListId?: number;
  fromDate: string;
  toDate?: string;
  warehouseId?: number;
}

/** GET price-list-proposal/insert: a new proposal, in progress. */
export const useInsertProposal = () =>
  useProposalCall((v: ProposalInput) =>
    apiGet<ProposalWithHistory>(
      'price-list-proposal/insert',
      {
        name: v.name,
        price_list_id: v.priceListId,
        replaced_price_list_id: v.replacedPriceListId,
        from_date: v.fromDate,
        to_date: v.toDate,
        warehouse_id: v.warehouseId,
      },
      { silent: true },
    ),
  );

/** GET price-list-proposal/modify: name, list and dates of an editable proposal. */
export const useModifyProposal = () =>
  useProposalCall((v: { proposalId: number } & Omit<ProposalInput, 'replacedPriceListId' | 'warehouseId'>) =>
    apiGet<ProposalWithHistory>(
      'price-list-proposal/modify',
      {
        price_list_proposal_id: v.proposalId,
        name: v.name,
        price_list_id: v.priceListId,
        from_date: v.fromDate,
        to_date: v.toDate,
      },
      { silent: true },
    ),
  );

/** GET price-list-proposal/confirm-proposal: sent to validation. */
export const useConfirmProposal = () =>
  useProposalCall((proposalId: number) =>
    apiGet<ProposalWithHistory>(
      'price-list-proposal/confirm-proposal',
      { price_list_proposal_id: proposalId },
      { silent: true },
    ),
  );

/** POST price-list-proposal/approve (the approver's; published at once when its start has come). */
export const useApproveProposal = () =>
  useProposalCall((proposalId: number) =>
    apiPost<ProposalWithHistory>(
      'price-list-proposal/approve',
      { price_list_proposal_id: proposalId },
      { silent: true },
    ),
  );

/** POST price-list-proposal/refuse with the reason (3 to 500 characters). */
export const useRefuseProposal = () =>
  useProposalCall((v: { proposalId: number; reason: string }) =>
    apiPost<ProposalWithHistory>(
      'price-list-proposal/refuse',
      { price_list_proposal_id: v.proposalId, reason: v.reason },
      { silent: true },
    ),
  );

/** GET price-list-proposal/delete: the author's editable proposal goes, with its prices. */
export function useDeleteProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (proposalId: number) =>
      apiGet<{ priceListProposalId: number }>(
        'price-list-proposal/delete',
        { price_list_proposal_id: proposalId },
        { silent: true },
      ),
    onSuccess: async ({ priceListProposalId }) => {
      client.removeQueries({ queryKey: priceListKeys.proposal(priceListProposalId) });
      await refresh(client);
    },
  });
}

/** A price change: the proposal (its item count), its pages of prices and its reference prices. */
function usePriceCall<V extends { proposalId: number }>(path: string, bodyOf: (v: V) => object) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) =>
      apiPost<{ priceId: number; priceDisplay?: number }>(
        `price-list-proposal/${path}`,
        { price_list_proposal_id: v.proposalId, ...bodyOf(v) },
        { silent: true },
      ),
    onSuccess: async (_answer, v) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: priceListKeys.proposal(v.proposalId) }),
        client.invalidateQueries({ queryKey: priceListKeys.proposals, refetchType: 'active' }),
        client.invalidateQueries({ queryKey: [...priceListKeys.all, 'reference-price'] }),
      ]);
    },
  });
}

/** POST add-product-price: the price as a number (the comma already turned into a dot). */
export const useAddPrice = () =>
  usePriceCall('add-product-price', (v: { proposalId: number; productId: number; price: number; warehouseId?: number }) => ({
    product_id: v.productId,
    price: v.price,
    reference_warehouse_id: v.warehouseId,
  }));

/** POST update-product-price. */
export const useUpdatePrice = () =>
  usePriceCall('update-product-price', (v: { proposalId: number; priceId: number; price: number }) => ({
    price_id: v.priceId,
    price: v.price,
  }));

/** POST delete-product-price. */
export const useDeletePrice = () =>
  usePriceCall('delete-product-price', (v: { proposalId: number; priceId: number }) => ({ price_id: v.priceId }));
