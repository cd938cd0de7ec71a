import type { ColumnType, Generated } from 'kysely';

// Business customers' price lists (migration 0039, decision 0116). Days are YYYY-MM-DD in
// Europe/Rome; to_date is inclusive and null when open.

export interface CustomerGroupTable {
  customer_group_id: Generated<number>;
  name: string;
}

export interface CustomerGroupMemberTable {
  customer_group_id: number;
  user_id: number;
}

export interface PriceListTable {
  price_list_id: Generated<number>;
  name: string;
  /** null: every warehouse. */
  warehouse_id: number | null;
  from_date: string;
  to_date: string | null;
  /** 0 ceased, 1 active (PRICE_LIST_STATUS). */
  status_id: number;
  /** Among lists of the same level (the customer's own, the group's) the higher wins. */
  priority: number;
  /** 1: the warehouse's promotions apply on top of the list's price; 0: the list's price is final. */
  apply_promotions: number;
  created_at: string;
  updated_at: string;
}

export interface PriceListCustomerTable {
  price_list_id: number;
  user_id: number;
}

export interface PriceListCustomerGroupTable {
  price_list_id: number;
  customer_group_id: number;
}

export interface PriceListProposalTable {
  price_list_proposal_id: Generated<number>;
  name: string;
  price_list_id: number;
  replaced_price_list_id: number | null;
  from_date: string;
  to_date: string | null;
  warehouse_id: number | null;
  /** PUBLICATION_STATE; moved only by the one door (price-list-proposals.repository.ts). */
  publication_state_id: number;
  previous_state_id: number | null;
  author_user_id: number;
  approver_user_id: number | null;
  refusal_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface PriceListProposalPriceTable {
  price_id: Generated<number>;
  price_list_proposal_id: number;
  product_id: number;
  price_cents: number;
  reference_price_id: number | null;
  reference_warehouse_id: number | null;
}

export interface PriceListProposalHistoryTable {
  history_id: Generated<number>;
  price_list_proposal_id: number;
  from_state_id: number | null;
  to_state_id: number;
  actor_user_id: number | null;
  reason: string | null;
  at: string;
}

export interface PriceListRoleTable {
  price_list_role_id: Generated<number>;
  user_id: number;
  /** PRICE_LIST_ROLE: price_list_create or price_list_approve. */
  role: string;
  /** null: every warehouse. */
  warehouse_id: number | null;
}

/** One row (id 1), raised by triggers on every change of what puts a proposal in force (migration 0041). */
export interface PriceListVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}
