import type { Generated } from 'kysely';

/**
 * One call made by a staff member or agent while acting for a customer (migration 0043, decision
 * 0122): written before the call runs, its HTTP status once it has answered.
 */
export interface StaffActionTable {
  staff_action_id: Generated<number>;
  staff_user_id: number;
  customer_user_id: number;
  method: string;
  /** The route called, without its query (`/ebsn/api/cart/add`). */
  call: string;
  http_status: number | null;
  at: string;
}
