import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface FieldExtra {
  label?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  /** Codes (fiscal code, SDI) are typed in capitals. */
  upper?: boolean;
  readOnly?: boolean;
  /** Helper text shown while the field has no error. */
  hint?: string;
}

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  extra?: FieldExtra;
}

/** A text field bound to react-hook-form, with the error message (or hint) under it. */
export function FormTextField<T extends FieldValues>({ form, name, label, extra = {} }: Props<T>) {
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      {...form.register(name)}
      label={extra.label ?? label}
      required={extra.required}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      fullWidth
      error={!!error}
      helperText={typeof error === 'string' ? error : extra.hint}
      // Codes show in capitals as typed; the schema stores them in capitals too.
      sx={extra.upper ? { '& input': { textTransform: 'uppercase' } } : undefined}
      slotProps={{
        htmlInput: {
          inputMode: extra.inputMode,
          maxLength: extra.maxLength,
          readOnly: extra.readOnly,
          autoCapitalize: extra.upper ? 'characters' : undefined,
          spellCheck: extra.upper || extra.type === 'email' ? false : undefined,
        },
      }}
    />
  );
}
