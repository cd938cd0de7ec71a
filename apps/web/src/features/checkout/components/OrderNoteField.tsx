import TextField from '@mui/material/TextField';
import { useT } from '../i18n';

export const NOTE_MAX = 1000;

/** The order's note (spec: at most 1000 characters), sent with the order in payment_data. */
export function OrderNoteField({
  value,
  onChange,
  pickup = false,
}: {
  value: string;
  onChange: (v: string) => void;
  /** A pickup has no doorbell or floor to mention. */
  pickup?: boolean;
}) {
  const t = useT();
  return (
    <TextField
      label={t('checkout.notesLabel')}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, NOTE_MAX))}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      helperText={t(pickup ? 'checkout.notesCountPickup' : 'checkout.notesCount', { count: value.length })}
    />
  );
}
