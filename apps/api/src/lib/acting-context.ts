import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActingStaff } from './session.js';

// Who acts for the customer during one request (decision 0122): set by the backoffice module
// around the handler of every call made while acting, read where a row must record it (the
// order's placed-by columns), so no signature between the route and that row has to carry it.

const acting = new AsyncLocalStorage<ActingStaff>();

/** Runs `next` (the rest of the request) as `staff`'s. */
export function runActing(staff: ActingStaff, next: () => void): void {
  acting.run(staff, next);
}

/** The staff member or agent acting for the customer in this request; undefined: the customer. */
export function actingStaffNow(): ActingStaff | undefined {
  return acting.getStore();
}
