import {
  FIELD_MESSAGES,
  PERSON_INFO_TYPES,
  fieldRules,
  isValidFiscalCode,
  type BillingAddress,
  type UpdateContactInput,
  type UpdateUserDetailInput,
  type UserDetail,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { assertFields, clean, rule, upperCode, type FieldCheck } from './fields.js';
import { billingChecks } from './registration.rules.js';
import * as users from './users.repository.js';
import { toUserDetail } from './user.mapper.js';
import { assistanceAllowed } from './staff.rules.js';

const { required } = fieldRules;

/** Checks per person-info type (ours: the spec names the call, not the types). */
const PERSON_INFO_RULES: Record<number, FieldCheck[2]> = {
  [PERSON_INFO_TYPES.birthDate]: [required, fieldRules.date],
  [PERSON_INFO_TYPES.gender]: [required, rule((v) => /^[MFX]$/i.test(v), 'Valore non valido')],
  [PERSON_INFO_TYPES.householdSize]: [required, fieldRules.digits, fieldRules.maxLength(2)],
  [PERSON_INFO_TYPES.birthPlace]: [required, fieldRules.maxLength(100)],
};

/**
 * What the accounts area asks the orders area for customer-lifetime/user_info: the orders placed
 * and not cancelled, and their total in cents. The orders module implements it, app.ts plugs it in.
 */
export type OrderTotalsPort = (
  db: DbOrTx,
  userId: number,
) => Promise<{ ordersCount: number; totalCents: number }>;

const NO_ORDERS: OrderTotalsPort = async () => ({ ordersCount: 0, totalCents: 0 });

/** The account's own data: detail, person, billing and contact updates, loyalty summary. */
export class ProfileService {
  constructor(
    private readonly clock: Clock,
    private readonly orderTotals: OrderTotalsPort = NO_ORDERS,
    /** STAFF_ASSISTANCE_DEFAULT: the answer of a customer who never gave one (decision 0122). */
    private readonly assistanceByDefault = false,
  ) {}

  /** "Consenti all'assistenza clienti di operare sul mio account" (decision 0122). */
  async staffAssistance(db: DbOrTx, userId: number): Promise<boolean> {
    return assistanceAllowed(await this.row(db, userId), this.assistanceByDefault);
  }

  async setStaffAssistance(db: DbOrTx, userId: number, enabled: boolean): Promise<boolean> {
    await users.updateUser(db, userId, {
      staff_assistance: enabled ? 1 : 0,
      updated_at: this.clock.now().toISOString(),
    });
    return enabled;
  }

  private async row(db: DbOrTx, userId: number) {
    const u = await users.findUserById(db, userId);
    if (!u) throw new AppError('NOT_LOGGED_IN');
    return u;
  }

  async detail(db: DbOrTx, userId: number): Promise<UserDetail> {
    const row = await this.row(db, userId);
    const [card, infos] = await Promise.all([users.cardOfUser(db, userId), users.personInfosOf(db, userId)]);
    return toUserDetail(row, card, infos);
  }

  private async save(
    db: DbOrTx,
    userId: number,
    patch: Parameters<typeof users.updateUser>[2],
  ): Promise<UserDetail> {
    await users.updateUser(db, userId, { ...patch, updated_at: this.clock.now().toISOString() });
    return this.detail(db, userId);
  }

  async updateDetail(db: DbOrTx, userId: number, input: UpdateUserDetailInput): Promise<UserDetail> {
    const row = await this.row(db, userId);
    const business = row.user_type_id === 2;
    const fiscalCode = upperCode(input.fiscalCode) ?? row.fiscal_code;
    const v = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      companyName: clean(input.companyName),
      pec: clean(input.pec)?.toLowerCase() ?? null,
      sdiCode: upperCode(input.sdiCode),
    };
    assertFields([
      ['firstName', v.firstName, [required, fieldRules.maxLength(100)]],
      ['lastName', v.lastName, [required, fieldRules.maxLength(100)]],
      [
        'fiscalCode',
        fiscalCode,
        business ? [fieldRules.taxCode] : [required, rule(isValidFiscalCode, FIELD_MESSAGES.taxCode)],
      ],
      ...(business
        ? ([
            ['companyName', v.companyName, [required]],
            ['pec', v.pec, [required, fieldRules.email]],
            ['sdiCode', v.sdiCode, [required, fieldRules.sdiCode]],
          ] as FieldCheck[])
        : []),
    ]);
    // The loyalty card is issued to this fiscal code: it cannot drift away from the card.
    if (fiscalCode !== row.fiscal_code && (await users.cardOfUser(db, userId))) {
      throw new AppError(
        'FISCAL_CODE_LOCKED',
        'Il codice fiscale è associato alla carta fedeltà e non può essere modificato.',
        { field: 'fiscalCode' },
      );
    }
    return this.save(db, userId, {
      first_name: v.firstName,
      last_name: v.lastName,
      fiscal_code: fiscalCode,
      ...(business ? { company_name: v.companyName, pec: v.pec, sdi_code: v.sdiCode } : {}),
    });
  }

  async updatePersonInfo(db: DbOrTx, userId: number, typeId: number, value: string): Promise<UserDetail> {
    await this.row(db, userId);
    const rules = PERSON_INFO_RULES[typeId];
    if (!rules)
      throw new AppError('VALIDATION_ERROR', 'Tipo di informazione non valido', {
        field: 'personInfoTypeId',
      });
    assertFields([['value', value, rules]]);
    await users.upsertPersonInfo(db, userId, typeId, value.trim());
    return this.detail(db, userId);
  }

  async updateBillingAddress(db: DbOrTx, userId: number, a: BillingAddress): Promise<UserDetail> {
    await this.row(db, userId);
    assertFields(billingChecks(a));
    return this.save(db, userId, {
      billing_address1: a.address1.trim(),
      billing_address_number: a.addressNumber.trim(),
      billing_city: a.city.trim(),
      billing_province: a.province.trim().toUpperCase(),
      billing_postalcode: a.postalcode.trim(),
    });
  }

  async updateContact(db: DbOrTx, userId: number, input: UpdateContactInput): Promise<UserDetail> {
    await this.row(db, userId);
    const phone = clean(input.phone);
    const mobilePhone = clean(input.mobilePhone);
    assertFields([
      ['phone', phone, [fieldRules.phone]],
      ['mobilePhone', mobilePhone, [fieldRules.phone]],
    ]);
    return this.save(db, userId, { phone, mobile_phone: mobilePhone });
  }

  /**
   * customer-lifetime/user_info: the card, and the orders placed and not cancelled with their total
   * in euros (the prepared total once prepared, else the total ordered; decision 0098).
   */
  async lifetime(db: DbOrTx, userId: number) {
    const row = await this.row(db, userId);
    const [card, orders] = await Promise.all([users.cardOfUser(db, userId), this.orderTotals(db, userId)]);
    return {
      userId,
      registrationDate: row.created_at,
      fidelityCard: card?.card_code ?? null,
      points: card?.points ?? 0,
      ordersCount: orders.ordersCount,
      totalSpent: orders.totalCents / 100,
    };
  }
}
