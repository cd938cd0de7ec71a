/**
 * Staff accounts (decision 0043). A staff member is an ordinary account with a role: same login,
 * same session; the role travels with the session user so guards need no extra query.
 */
export const STAFF_ROLE = 'staff';
/** An agent (decision 0122): searches and acts for the customers assigned to them, nothing else. */
export const AGENT_ROLE = 'agent';

export function isStaffRole(role: string | null | undefined): boolean {
  return role === STAFF_ROLE;
}

/** The roles that may open a backoffice session, search customers and act for them (decision 0122). */
export function isBackofficeRole(role: string | null | undefined): role is string {
  return role === STAFF_ROLE || role === AGENT_ROLE;
}

/**
 * Whether customer service may act for the customer: their own answer, else the shop's setting
 * (STAFF_ASSISTANCE_DEFAULT). Staff accounts are never acted for.
 */
export function assistanceAllowed(
  customer: { staff_role: string | null; staff_assistance: number | null },
  settingDefault: boolean,
): boolean {
  if (customer.staff_role !== null) return false;
  return customer.staff_assistance === null ? settingDefault : customer.staff_assistance === 1;
}
