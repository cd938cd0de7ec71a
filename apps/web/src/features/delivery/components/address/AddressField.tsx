import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { AddressFormInput } from './addressSchema';

interface Props {
  form: UseFormReturn<AddressFormInput>;
  name: keyof AddressFormInput;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  multiline?: boolean;
}

/** A text field of the address form with its Italian error (from the domain validators) under it. */
export function AddressField({ form, name, label, required, autoComplete, inputMode, multiline }: Props) {
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      {...form.register(name)}
      label={label}
      required={required}
      autoComplete={autoComplete}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      type={inputMode === 'tel' ? 'tel' : 'text'}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
}
