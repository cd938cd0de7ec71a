// The price-list calls' answers as the storefront reads them (spec "Price-list proposals",
// decision 0116; the API's schemas are apps/api modules/pricelists/price-lists.schemas.ts).

/** A proposal: a whole new version of a price list, with its publication state. */
export interface Proposal {
  priceListProposalId: number;
  name: string;
  priceListId: number;
  replacedPriceListId: number | null;
  fromDate: string;
  toDate: string | null;
  warehouseId: number | null;
  publicationStateId: number;
  itemCount: number;
  authorUserId: number;
  approverUserId: number | null;
  refusalReason: string | null;
  priceList: { name: string; fromDate: string; toDate: string | null };
}

export interface ProposalHistoryEntry {
  fromStateId: number | null;
  toStateId: number;
  actorUserId: number | null;
  reason: string | null;
  at: string;
}

export type ProposalWithHistory = Proposal & { history: ProposalHistoryEntry[] };

/** A product's price in a proposal (prices in euros, as the API answers them). */
export interface ProposalPrice {
  priceId: number;
  productId: number;
  productName: string;
  price: number;
  priceDisplay: number;
  referencePriceId: number | null;
  referenceWarehouseId: number | null;
}

export interface PricesPage {
  prices: ProposalPrice[];
  page: { selPage: number; itemsPerPage: number; totItems: number; totPages: number };
}

/** A price list one may work on (spec "Price list (as listed)"). */
export interface PriceList {
  priceListId: number;
  name: string;
  fromDate: string;
  toDate: string | null;
  warehouseId: number | null;
  statusId: number;
  priority: number;
}

export interface Warehouse {
  warehouseId: number;
  name: string;
}

/** get_price: the warehouse's price (priceDisplay) and the proposal's own price id (-1: none). */
export interface ReferencePrice {
  priceId: number;
  priceDisplay: number | null;
  proposalPrice: number | null;
}
