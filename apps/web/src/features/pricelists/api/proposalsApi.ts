import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { priceListKeys } from './keys';
import type { PriceList, PricesPage, Proposal, ProposalWithHistory, ReferencePrice, Warehouse } from './types';

// The reads of the price-list calls (spec section 7 "Price-list proposals"), one hook each.

/** The spec's page size of a proposal's products. */
export const PRICES_PAGE_SIZE = 50;

const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const proposalsQuery = queryOptions({
  queryKey: priceListKeys.proposals,
  queryFn: async ({ signal }) =>
    (await apiGet<{ proposals: Proposal[] }>('price-list-proposal/list', undefined, quiet(signal))).proposals,
});

/** GET price-list-proposal/list: the proposals the person may see (their own; an approver's submitted ones). */
export const useProposals = () => useQuery(proposalsQuery);

/** GET price-list-proposal/view: one proposal with its history. */
export const useProposal = (proposalId: number) =>
  useQuery({
    queryKey: priceListKeys.proposal(proposalId),
    queryFn: ({ signal }) =>
      apiGet<ProposalWithHistory>(
        'price-list-proposal/view',
        { price_list_proposal_id: proposalId },
        quiet(signal),
      ),
    enabled: proposalId > 0,
  });

/** GET price-list-proposal/list-product-prices: one page of a proposal's prices. */
export const useProposalPrices = (proposalId: number, page: number) =>
  useQuery({
    queryKey: priceListKeys.prices(proposalId, page),
    queryFn: ({ signal }) =>
      apiGet<PricesPage>(
        'price-list-proposal/list-product-prices',
        { price_list_proposal_id: proposalId, page, page_size: PRICES_PAGE_SIZE },
        quiet(signal),
      ),
    enabled: proposalId > 0,
  });

export const priceListsQuery = queryOptions({
  queryKey: priceListKeys.lists,
  queryFn: async ({ signal }) =>
    (await apiGet<{ priceLists: PriceList[] }>('price-list/list', undefined, quiet(signal))).priceLists,
  staleTime: 5 * 60_000,
});

/** GET price-list/list: the lists the person may work on. */
export const usePriceLists = () => useQuery(priceListsQuery);

/** GET price-list-proposal/warehouse-list: the warehouses the person works on. */
export const useWarehouses = () =>
  useQuery({
    queryKey: priceListKeys.warehouses,
    queryFn: async ({ signal }) =>
      (await apiGet<{ warehouses: Warehouse[] }>('price-list-proposal/warehouse-list', undefined, quiet(signal)))
        .warehouses,
    staleTime: 5 * 60_000,
  });

/**
 * GET price-list-proposal/get_price with price_type_id 4: the product's price in the warehouse and
 * the proposal's own price of it (priceId -1 when the proposal has none).
 */
export const useReferencePrice = (productId: number, warehouseId: number | undefined, proposalId: number | undefined) =>
  useQuery({
    queryKey: priceListKeys.referencePrice(productId, warehouseId ?? 0, proposalId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<ReferencePrice>(
        'price-list-proposal/get_price',
        { product_id: productId, warehouse_id: warehouseId, price_type_id: 4, price_list_proposal_id: proposalId },
        quiet(signal),
      ),
    enabled: warehouseId !== undefined && proposalId !== undefined,
  });
