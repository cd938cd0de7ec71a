import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ITALIAN_PROVINCES } from '@spesa/domain';
import { Controller, type Control } from 'react-hook-form';
import type { AddressFormInput } from './addressSchema';

/** The province as a select of the Italian sigle (packages/domain), so nothing else can be typed. */
export function ProvinceSelect({ control, label }: { control: Control<AddressFormInput>; label: string }) {
  return (
    <Controller
      control={control}
      name="province"
      render={({ field, fieldState }) => (
        <TextField
          select
          {...field}
          value={field.value ?? ''}
          label={label}
          required
          fullWidth
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {ITALIAN_PROVINCES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
