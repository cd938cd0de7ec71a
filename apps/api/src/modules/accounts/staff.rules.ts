/**
 * Staff accounts (decision 0043). A staff member is an ordinary account with a role: same login,
 * same session; the role travels with the session user so guards need no extra query.
 */
export const STAFF_ROLE = 'staff';

export function isStaffRole(role: string | null | undefined): boolean {
  return role === STAFF_ROLE;
}
