import { PRICE_LIST_ROLE } from '@spesa/domain';
import { useCurrentUser } from '../../../lib/auth';

/** What the logged-in person may do with price lists. */
export interface PriceListRoles {
  /** price_list_create: writes proposals (the product cards' button, the PriceListList page). */
  proposes: boolean;
  /** price_list_approve: approves or refuses the proposals in validation. */
  approves: boolean;
}

export const NO_PRICE_LIST_ROLES: PriceListRoles = { proposes: false, approves: false };

/** The roles of the account as auth/test answers them (`user.roles`, only for accounts holding some). */
export function priceListRolesOf(roles: readonly string[] | undefined): PriceListRoles {
  if (!roles || roles.length === 0) return NO_PRICE_LIST_ROLES;
  return { proposes: roles.includes(PRICE_LIST_ROLE.create), approves: roles.includes(PRICE_LIST_ROLE.approve) };
}

/** The logged-in person's price-list roles (none for a visitor, and until the user is known). */
export function usePriceListRoles(): PriceListRoles {
  const { user } = useCurrentUser();
  return priceListRolesOf(user?.roles);
}
