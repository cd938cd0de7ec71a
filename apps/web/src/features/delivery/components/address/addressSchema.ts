import { z } from 'zod';
import {
  fieldRules,
  fieldSchema,
  optionalField,
  type AddressInput,
  type DeliveryAddress,
} from '@spesa/domain';

// The same rules as the API's (apps/api delivery addresses.rules.ts), with the spec's Italian
// messages from packages/domain, so the form refuses what the server would refuse.
const { required, maxLength } = fieldRules;

export const addressFormSchema = z.object({
  addressName: fieldSchema([required, maxLength(100)]),
  address1: fieldSchema([required, maxLength(200)]),
  addressNumber: fieldSchema([required, maxLength(20)]),
  city: fieldSchema([required, maxLength(100)]),
  province: fieldSchema([required, fieldRules.province], { upperCase: true }),
  postalcode: fieldSchema([required, fieldRules.cap]),
  phone: fieldSchema([required, fieldRules.phone]),
  doorbell: optionalField(fieldSchema([maxLength(100)])),
  notes: optionalField(fieldSchema([maxLength(500)])),
});

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

export const EMPTY_ADDRESS: AddressFormInput = {
  addressName: '',
  address1: '',
  addressNumber: '',
  city: '',
  province: '',
  postalcode: '',
  phone: '',
  doorbell: '',
  notes: '',
};

export function toFormValues(a: DeliveryAddress): AddressFormInput {
  return {
    addressName: a.addressName,
    address1: a.address1,
    addressNumber: a.addressNumber,
    city: a.city,
    province: a.province,
    postalcode: a.postalcode,
    phone: a.phone ?? '',
    doorbell: a.doorbell ?? '',
    notes: a.notes ?? '',
  };
}

export const toInput = (v: AddressFormValues, addressId?: number): AddressInput => ({
  ...v,
  doorbell: v.doorbell ?? null,
  notes: v.notes ?? null,
  ...(addressId !== undefined && { addressId }),
});
