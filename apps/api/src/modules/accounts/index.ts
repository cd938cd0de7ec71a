export { accountsRoutes } from './accounts.routes.js';
export type { AccountsDeps } from './accounts.context.js';
export { SessionService } from './session.service.js';
export { hashPassword, verifyPassword } from './password.js';
export { anonymousEmail, type ErasureStep, type ErasureSubject } from './erasure.js';
export { accountsPurgeSteps } from './purge.js';
export { checkoutCustomer, type CheckoutCustomer } from './checkout-customer.js';
export { invoiceHolderFor, invoiceHoldersOf } from './invoice-holders.js';
export { customerDirectory, type CustomerCard } from './customer-directory.js';
/** Random link tokens stored as their SHA-256 (the orders area's e-mailed order links use them too). */
export { newToken, hashToken, looksLikeToken } from './crypto.js';
/** The stores a staff member works for (decision 0058). */
export { storesOfStaff, bindStaffStores } from './staff-stores.repository.js';
/** The backoffice (decision 0122): the staff's customer search, the customer to act for, agents' customers. */
export {
  searchCustomers,
  customerToAct,
  type CustomerSearch,
  type CustomerSearchRow,
} from './customer-search.repository.js';
export { isAssignedTo, assignCustomers } from './staff-customers.repository.js';
export { assistanceAllowed, AGENT_ROLE, STAFF_ROLE } from './staff.rules.js';
/** The customer's name and phone for the store's pick list (decision 0123). */
export { customerContact, type CustomerContact } from './customer-contact.js';
