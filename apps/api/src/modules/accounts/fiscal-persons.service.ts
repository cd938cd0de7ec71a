import { fieldRules, type InsertPersonFiscalInput, type PersonFiscal } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { assertFields, clean, upperCode, vatDigits } from './fields.js';
import { billingChecks } from './registration.rules.js';
import * as repo from './fiscal-persons.repository.js';

const MAX_PER_ACCOUNT = 20;
const { required } = fieldRules;

function toPersonFiscal(r: repo.PersonFiscalRow): PersonFiscal {
  return {
    personFiscalId: r.person_fiscal_id,
    firstName: r.first_name,
    lastName: r.last_name,
    companyName: r.company_name,
    fiscalCode: r.fiscal_code,
    vatCode: r.vat_code,
    pec: r.pec,
    sdiCode: r.sdi_code,
    address1: r.address1,
    addressNumber: r.address_number,
    city: r.city,
    province: r.province,
    postalcode: r.postalcode,
  };
}

/** Who invoices are made out to: a person (fiscal code) or a company (VAT number, PEC or SDI code). */
export class FiscalPersonsService {
  constructor(private readonly clock: Clock) {}

  async list(db: DbOrTx, userId: number): Promise<PersonFiscal[]> {
    return (await repo.personFiscalsOf(db, userId)).map(toPersonFiscal);
  }

  async insert(db: DbOrTx, userId: number, input: InsertPersonFiscalInput): Promise<PersonFiscal[]> {
    const v = {
      firstName: clean(input.firstName),
      lastName: clean(input.lastName),
      companyName: clean(input.companyName),
      fiscalCode: upperCode(input.fiscalCode),
      vatCode: vatDigits(input.vatCode),
      pec: clean(input.pec)?.toLowerCase() ?? null,
      sdiCode: upperCode(input.sdiCode),
    };
    const company = v.vatCode !== null || v.companyName !== null;
    assertFields([
      ...(company
        ? ([
            ['companyName', v.companyName, [required]],
            ['vatCode', v.vatCode, [required, fieldRules.vatNumber]],
          ] as const)
        : ([
            ['firstName', v.firstName, [required]],
            ['lastName', v.lastName, [required]],
          ] as const)),
      ['fiscalCode', v.fiscalCode, company ? [fieldRules.taxCode] : [required, fieldRules.taxCode]],
      ['pec', v.pec, [fieldRules.email]],
      ['sdiCode', v.sdiCode, [fieldRules.sdiCode]],
      ...billingChecks(input),
    ]);
    if ((await repo.countPersonFiscals(db, userId)) >= MAX_PER_ACCOUNT) {
      throw new AppError(
        'TOO_MANY_FISCAL_PERSONS',
        `Puoi salvare al massimo ${MAX_PER_ACCOUNT} intestatari di fattura.`,
      );
    }
    await repo.insertPersonFiscal(db, {
      user_id: userId,
      first_name: v.firstName,
      last_name: v.lastName,
      company_name: v.companyName,
      fiscal_code: v.fiscalCode,
      vat_code: v.vatCode,
      pec: v.pec,
      sdi_code: v.sdiCode,
      address1: input.address1.trim(),
      address_number: input.addressNumber.trim(),
      city: input.city.trim(),
      province: input.province.trim().toUpperCase(),
      postalcode: input.postalcode.trim(),
      created_at: this.clock.now().toISOString(),
    });
    return this.list(db, userId);
  }

  async delete(db: DbOrTx, userId: number, personFiscalId: number): Promise<PersonFiscal[]> {
    if (!(await repo.deletePersonFiscal(db, userId, personFiscalId)))
      throw new AppError('NOT_FOUND', 'Intestatario non trovato.');
    return this.list(db, userId);
  }
}
