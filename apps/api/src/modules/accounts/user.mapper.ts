import { USER_TYPE_BUSINESS, USER_TYPE_PRIVATE, type AccountUser, type UserDetail } from '@spesa/domain';
import type { SessionUser } from '../../lib/session.js';
import type { UserRow } from './users.repository.js';
import { isStaffRole } from './staff.rules.js';

export interface CardRow {
  card_code: string;
  points: number;
  active: number;
}

const userTypeId = (row: UserRow) => (row.user_type_id === 2 ? USER_TYPE_BUSINESS : USER_TYPE_PRIVATE);

/**
 * Profile level (spec: minProfileLevel 2): 2 when the data an order needs is there (names, a
 * fiscal code or VAT number, a phone), else 1 and the storefront asks to complete the profile.
 */
export function profileLevel(row: UserRow): number {
  const complete =
    row.first_name !== '' &&
    row.last_name !== '' &&
    Boolean(row.fiscal_code || row.vat_code) &&
    Boolean(row.phone || row.mobile_phone);
  return complete ? 2 : 1;
}

/** data.user of auth/login and auth/test. `legals` are the accepted consents (by disclaimer id). */
export function toAccountUser(
  row: UserRow,
  card: CardRow | undefined,
  acceptedDisclaimerIds: number[],
  hasFavorites = false,
): AccountUser {
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    fidelityCard: card?.card_code ?? null,
    userType: { userTypeId: userTypeId(row) },
    legals: acceptedDisclaimerIds.map((legalId) => ({ legalId })),
    crmUserSegments: [],
    profile: { level: profileLevel(row) },
    betaTester: row.beta_tester === 1 ? '1' : '0',
    // Gift certificates belong to an area not built yet; it reports "none".
    hasFavorites,
    defaultStoreAddressId: row.default_store_address_id,
    defaultDeliveryAddressId: row.default_delivery_address_id,
    companyId: row.company_id,
    giftCertificatesReceived: [],
    staff: isStaffRole(row.staff_role),
  };
}

export function toUserDetail(
  row: UserRow,
  card: CardRow | undefined,
  infos: Array<{ person_info_type_id: number; value: string }>,
): UserDetail {
  const hasBilling = row.billing_address1 !== null;
  return {
    userId: row.user_id,
    login: row.email,
    email: row.email,
    userTypeId: userTypeId(row),
    firstName: row.first_name,
    lastName: row.last_name,
    fiscalCode: row.fiscal_code,
    vatCode: row.vat_code,
    companyName: row.company_name,
    pec: row.pec,
    sdiCode: row.sdi_code,
    phone: row.phone,
    mobilePhone: row.mobile_phone,
    billingAddress: hasBilling
      ? {
          address1: row.billing_address1 ?? '',
          addressNumber: row.billing_address_number ?? '',
          city: row.billing_city ?? '',
          province: row.billing_province ?? '',
          postalcode: row.billing_postalcode ?? '',
        }
      : null,
    personInfos: infos.map((i) => ({ personInfoTypeId: i.person_info_type_id, value: i.value })),
    fidelityCard: card ? { cardCode: card.card_code, points: card.points, active: card.active === 1 } : null,
    mfaEnabled: row.mfa_enabled === 1,
    registrationDate: row.created_at,
  };
}

/** The session's user of an account just logged in (as the session resolver will give it). */
export function sessionUserOf(row: UserRow): SessionUser {
  return {
    userId: row.user_id,
    email: row.email,
    userTypeId: row.user_type_id,
    staff: isStaffRole(row.staff_role),
    ...(row.staff_role ? { staffRole: row.staff_role } : {}),
  };
}
