import type { CustomerRow, ListUserQuery } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { ActingStaff } from '../../lib/session.js';
import { AppError } from '../../lib/app-error.js';
import {
  AGENT_ROLE,
  assistanceAllowed,
  customerDirectory,
  customerToAct,
  isAssignedTo,
  searchCustomers,
  type CustomerSearchRow,
  type SessionService,
} from '../accounts/index.js';
import * as audit from './staff-actions.repository.js';

const pageOf = (total: number, page: number, pageSize: number) => ({
  totItems: total,
  totPages: Math.ceil(total / pageSize),
  itemsPerPage: pageSize,
  selPage: page,
});

/**
 * The staff's customer search, acting for a customer and its audit (decision 0122). Agents see,
 * select and read the audit of the customers assigned to them only.
 */
export class BackofficeService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    /** STAFF_ASSISTANCE_DEFAULT: the answer of a customer who never gave one. */
    private readonly assistanceByDefault: boolean,
  ) {}

  private agentScope(staff: ActingStaff): number | undefined {
    return staff.staffRole === AGENT_ROLE ? staff.userId : undefined;
  }

  /** user-search/list_user: one page of customers, the agent's own only for an agent. */
  async listUsers(db: DbOrTx, staff: ActingStaff, q: ListUserQuery) {
    const { rows, total } = await searchCustomers(db, {
      q: q.q,
      codInt: q.cod_int,
      userTypeId: q.user_type_id,
      page: q.page,
      pageSize: q.page_size,
      sort: q.sort,
      assignedTo: this.agentScope(staff),
    });
    return { users: rows.map((r) => this.toCustomer(r)), page: pageOf(total, q.page, q.page_size) };
  }

  private toCustomer(r: CustomerSearchRow): CustomerRow {
    return {
      userId: r.user_id,
      userTypeId: r.user_type_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone ?? r.mobile_phone,
      fiscalCode: r.fiscal_code,
      vatCode: r.vat_code,
      companyName: r.company_name,
      codInt: r.cod_int,
      fidelityCard: r.card_code,
      assistanceAllowed: assistanceAllowed(r, this.assistanceByDefault),
    };
  }

  /**
   * user-search/select_user: the staff session acts for the customer from now on. The checks
   * below give the refusal its reason; the session's conditional update holds them all again at
   * the write, so a race cannot slip past them. Recorded in the audit in the same transaction.
   */
  async selectUser(tx: Tx, sessionId: string, staff: ActingStaff, userId: number, acting: boolean) {
    if (acting) throw new AppError('ACTING_ALREADY');
    const customer = await customerToAct(tx, userId);
    if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
    if (customer.staff_role !== null) throw new AppError('ACTING_STAFF_ACCOUNT');
    const agent = this.agentScope(staff);
    if (agent !== undefined && !(await isAssignedTo(tx, agent, userId)))
      throw new AppError('ACTING_NOT_ASSIGNED');
    if (!assistanceAllowed(customer, this.assistanceByDefault)) throw new AppError('ACTING_NOT_CONSENTED');
    if (!(await this.sessions.startActing(tx, sessionId, userId, agent)))
      throw new AppError('ACTING_ALREADY');
    await this.record(tx, staff, userId, 'GET', '/ebsn/api/user-search/select_user');
    return {
      userId: customer.user_id,
      firstName: customer.first_name,
      lastName: customer.last_name,
      email: customer.email,
    };
  }

  /** user-search/unselect_user: the session is the staff member's own again (recorded by the hook). */
  async endActing(db: DbOrTx, sessionId: string): Promise<boolean> {
    return this.sessions.endActing(db, sessionId);
  }

  /** user-search/actions: what was done for the customer while acting, newest first. */
  async actions(db: DbOrTx, staff: ActingStaff, userId: number, page: number, pageSize: number) {
    const agent = this.agentScope(staff);
    if (agent !== undefined && !(await isAssignedTo(db, agent, userId)))
      throw new AppError('ACTING_NOT_ASSIGNED');
    const { rows, total } = await audit.actionsOf(db, userId, page, pageSize);
    const staffCards = await customerDirectory.byIds(
      db,
      rows.map((r) => r.staff_user_id),
    );
    return {
      actions: rows.map((r) => ({
        staffActionId: r.staff_action_id,
        staffUserId: r.staff_user_id,
        staffEmail: staffCards.get(r.staff_user_id)?.email ?? null,
        customerUserId: r.customer_user_id,
        method: r.method,
        call: r.call,
        httpStatus: r.http_status,
        at: r.at,
      })),
      page: pageOf(total, page, pageSize),
    };
  }

  /** One call made while acting, before it runs; answers its row's id for `recordOutcome`. */
  async record(
    db: DbOrTx,
    staff: ActingStaff,
    customerId: number,
    method: string,
    call: string,
  ): Promise<number> {
    return audit.insertAction(db, {
      staffUserId: staff.userId,
      customerUserId: customerId,
      method,
      call,
      at: this.clock.now().toISOString(),
    });
  }

  async recordOutcome(db: DbOrTx, actionId: number, httpStatus: number): Promise<void> {
    await audit.setActionStatus(db, actionId, httpStatus);
  }
}
