import { fieldRules, firstError, type AddressInput, type FieldRule } from '@spesa/domain';

/**
 * Input rules of a home address, with the shared Italian validators (packages/domain) so the
 * storefront form and the API say the same words.
 */
export interface NormalizedAddress {
  addressName: string | null;
  address1: string | null;
  addressNumber: string | null;
  city: string | null;
  province: string | null;
  postalcode: string | null;
  phone: string | null;
  doorbell: string | null;
  notes: string | null;
  email: string | null;
}

export type FieldCheck = readonly [field: string, value: unknown, rules: readonly FieldRule[]];

const clean = (v: string | null | undefined): string | null => {
  const t = v?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** Trims and cases the input once, so checks and storage see the same values. */
export function normalizeAddress(input: AddressInput): NormalizedAddress {
  return {
    addressName: clean(input.addressName),
    address1: clean(input.address1),
    addressNumber: clean(input.addressNumber),
    city: clean(input.city),
    province: clean(input.province)?.toUpperCase() ?? null,
    postalcode: clean(input.postalcode)?.replace(/\s/g, '') ?? null,
    phone: clean(input.phone),
    doorbell: clean(input.doorbell),
    notes: clean(input.notes),
    email: clean(input.email)?.toLowerCase() ?? null,
  };
}

const { required, maxLength } = fieldRules;

/** Where the address is: what a coverage check needs. */
export function placeChecks(a: NormalizedAddress): FieldCheck[] {
  return [
    ['address1', a.address1, [required, maxLength(200)]],
    ['addressNumber', a.addressNumber, [required, maxLength(20)]],
    ['city', a.city, [required, maxLength(100)]],
    ['province', a.province, [required, fieldRules.province]],
    ['postalcode', a.postalcode, [required, fieldRules.cap]],
  ];
}

/** A home address to save: the place plus its name and the courier's contacts. */
export function homeAddressChecks(a: NormalizedAddress): FieldCheck[] {
  return [
    ['addressName', a.addressName, [required, maxLength(100)]],
    ...placeChecks(a),
    ['phone', a.phone, [required, fieldRules.phone]],
    ['doorbell', a.doorbell, [maxLength(100)]],
    ['notes', a.notes, [maxLength(500)]],
  ];
}

/** The first failing field and its message, in form order. */
export function firstFieldError(checks: readonly FieldCheck[]): { field: string; message: string } | null {
  for (const [field, value, rules] of checks) {
    const message = firstError(value, rules);
    if (message !== null) return { field, message };
  }
  return null;
}
