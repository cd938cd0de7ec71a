import type { InvoiceHolder } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { personFiscalsOf } from './fiscal-persons.repository.js';

// Whom an invoice can be made out to (decision 0059): the account's own billing data, when it is
// complete, and each of its fiscal persons (a business invoicing several VAT numbers, a family
// member with their own tax code). The checkout lists them and snapshots the chosen one on the order.

interface Place {
  address1: string | null;
  number: string | null;
  postalcode: string | null;
  city: string | null;
  province: string | null;
}

const placeText = (p: Place) =>
  `${p.address1 ?? ''} ${p.number ?? ''}, ${p.postalcode ?? ''} ${p.city ?? ''} (${p.province ?? ''})`
    .replace(/\s+/g, ' ')
    .trim();

const nameOf = (company: string | null, first: string | null, last: string | null) =>
  company?.trim() || `${first ?? ''} ${last ?? ''}`.trim();

/** The account's own billing data as a holder, or undefined when it could not be invoiced. */
async function profileHolder(db: DbOrTx, userId: number): Promise<InvoiceHolder | undefined> {
  const u = await db.kysely
    .selectFrom('user_account')
    .select([
      'first_name',
      'last_name',
      'company_name',
      'fiscal_code',
      'vat_code',
      'billing_address1',
      'billing_address_number',
      'billing_city',
      'billing_province',
      'billing_postalcode',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // The same rule as checkoutCustomer's hasBillingData: an address and a tax code or VAT number.
  if (!u?.billing_address1 || !(u.fiscal_code || u.vat_code)) return undefined;
  return {
    personFiscalId: null,
    name: nameOf(u.company_name, u.first_name, u.last_name),
    vatCode: u.vat_code,
    fiscalCode: u.fiscal_code,
    address: placeText({
      address1: u.billing_address1,
      number: u.billing_address_number,
      postalcode: u.billing_postalcode,
      city: u.billing_city,
      province: u.billing_province,
    }),
  };
}

/** Who the shopper can invoice: the own billing data first (the default), then the fiscal persons. */
export async function invoiceHoldersOf(db: DbOrTx, userId: number): Promise<InvoiceHolder[]> {
  const [own, persons] = await Promise.all([profileHolder(db, userId), personFiscalsOf(db, userId)]);
  const others = persons.map((p): InvoiceHolder => ({
    personFiscalId: p.person_fiscal_id,
    name: nameOf(p.company_name, p.first_name, p.last_name),
    vatCode: p.vat_code,
    fiscalCode: p.fiscal_code,
    address: placeText({
      address1: p.address1,
      number: p.address_number,
      postalcode: p.postalcode,
      city: p.city,
      province: p.province,
    }),
  }));
  return own ? [own, ...others] : others;
}

/**
 * The holder an order's invoice goes to. `chosen`: a fiscal person's id, null for the account's
 * own billing data, undefined for the default (the first one listed).
 */
export async function invoiceHolderFor(
  db: DbOrTx,
  userId: number,
  chosen: number | null | undefined,
): Promise<InvoiceHolder> {
  const holders = await invoiceHoldersOf(db, userId);
  if (holders.length === 0) throw new AppError('BILLING_DATA_REQUIRED');
  if (chosen === undefined) return holders[0]!;
  const found = holders.find((h) => h.personFiscalId === chosen);
  if (!found)
    throw new AppError('INVOICE_HOLDER_NOT_FOUND', undefined, {
      field: 'payment_data.invoicePersonFiscalId',
    });
  return found;
}
