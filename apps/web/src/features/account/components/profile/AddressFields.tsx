import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ITALIAN_PROVINCES } from '@spesa/domain';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormTextField } from '../common/FormTextField';

/** Street, number, city, province, CAP: the billing address and each fiscal person's. */
export function AddressFields<T extends AddressValues>({ form }: { form: UseFormReturn<T> }) {
  const t = useT();
  // One generic form type for both users: the address keys exist on each.
  const f = form as unknown as UseFormReturn<AddressValues>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridColumn: '1 / -1',
        gridTemplateColumns: { xs: '1fr 6.5rem', sm: '1fr 8rem' },
      }}
    >
      <FormTextField
        form={f}
        name="address1"
        label={t('account.billing.address1')}
        extra={{ required: true, autoComplete: 'address-line1' }}
      />
      <FormTextField
        form={f}
        name="addressNumber"
        label={t('account.billing.addressNumber')}
        extra={{ required: true }}
      />
      <FormTextField
        form={f}
        name="city"
        label={t('account.billing.city')}
        extra={{ required: true, autoComplete: 'address-level2' }}
      />
      {/* A list of the sigle, like the delivery address form: nothing else can be typed. */}
      <Controller
        control={f.control}
        name="province"
        render={({ field, fieldState }) => (
          <TextField
            select
            {...field}
            value={field.value ?? ''}
            label={t('account.billing.province')}
            required
            fullWidth
            autoComplete="address-level1"
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {/* A stored value outside the list (older data) stays visible until changed. */}
            {field.value && !ITALIAN_PROVINCES.includes(field.value) && (
              <MenuItem value={field.value}>{field.value}</MenuItem>
            )}
            {ITALIAN_PROVINCES.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        form={f}
        name="postalcode"
        label={t('account.billing.postalcode')}
        extra={{ required: true, inputMode: 'numeric', maxLength: 5, autoComplete: 'postal-code' }}
      />
    </Box>
  );
}
