import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { FORM_FIELD_TYPES, FORM_OPTION_TYPES, type FormField, type FormFieldType } from '@spesa/domain';
import { FIELD_TYPE_LABELS, optionsFromText, optionsToText, TYPED } from './form-field-types';

/** A number typed in the editor: empty is "not set". */
const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

export interface FieldCardProps {
  field: FormField;
  index: number;
  count: number;
  /** Messages by the field's own property ('key', 'options'). */
  errors: Record<string, string>;
  onChange: (change: Partial<FormField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of a form in the editor: its type, key, label and the settings its type has. */
export function FormFieldCard({ field, index, count, errors, onChange, onMove, onRemove }: FieldCardProps) {
  const n = index + 1;
  const text = (
    name: keyof FormField,
    label: string,
    extra: { helperText?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={(field[name] as string | undefined) ?? ''}
      onChange={(e) => onChange({ [name]: e.target.value })}
      error={!!errors[name]}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      helperText={errors[name] ?? extra.helperText}
    />
  );
  const number = (name: 'input_limit' | 'num_min' | 'num_max' | 'num_step', label: string) => (
    <TextField
      label={label}
      type="number"
      value={field[name] ?? ''}
      onChange={(e) => onChange({ [name]: numberOrNull(e.target.value) })}
      error={!!errors[name]}
      helperText={errors[name]}
      sx={{ flex: 1 }}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Campo ${n}: ${field.label || field.key}`}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
          {n}. {field.label || field.key || 'Nuovo campo'}
        </Typography>
        <IconButton aria-label={`Sposta su il campo ${n}`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Sposta giù il campo ${n}`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Elimina il campo ${n}`} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Tipo"
            value={field.type}
            onChange={(e) => onChange({ type: e.target.value as FormFieldType })}
            error={!!errors.type}
            helperText={errors.type}
            sx={{ flex: 1 }}
          >
            {FORM_FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Chiave"
            value={field.key}
            onChange={(e) => onChange({ key: e.target.value })}
            error={!!errors.key}
            helperText={errors.key ?? 'Il nome del valore nelle richieste (es. telefono)'}
            sx={{ flex: 1 }}
          />
        </Stack>
        {text('label', field.type === 'checkbox' ? 'Testo del consenso' : 'Etichetta')}
        {field.type !== 'submit' && field.type !== 'html' && field.type !== 'hidden' && (
          <FormControlLabel
            control={
              <Switch checked={!!field.required} onChange={(e) => onChange({ required: e.target.checked })} />
            }
            label="Obbligatorio"
          />
        )}
        {TYPED.has(field.type) && (
          <>
            {text('placeholder', 'Testo di esempio nel campo')}
            {number('input_limit', 'Numero massimo di caratteri')}
          </>
        )}
        {field.type === 'number' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {number('num_min', 'Minimo')}
            {number('num_max', 'Massimo')}
            {number('num_step', 'Passo')}
          </Stack>
        )}
        {FORM_OPTION_TYPES.has(field.type) && (
          <TextField
            label="Scelte"
            multiline
            minRows={3}
            value={optionsToText(field.options)}
            onChange={(e) => onChange({ options: optionsFromText(e.target.value) })}
            error={!!errors.options}
            helperText={
              errors.options ??
              'Una per riga: "Etichetta = valore". $ordersList da solo: gli ordini di chi compila.'
            }
          />
        )}
        {field.type === 'file_upload' &&
          text('upload_types', 'Tipi di file ammessi', { helperText: 'Per esempio pdf,jpg,png' })}
        {field.type === 'html' && text('value', 'Testo (HTML)', { multiline: true })}
        {field.type !== 'submit' &&
          field.type !== 'html' &&
          text('default', 'Valore iniziale', {
            helperText: 'Anche $user.email, $user.firstName, $page.slug',
          })}
        {TYPED.has(field.type) && text('help_text', 'Aiuto sotto il campo')}
      </Stack>
    </Paper>
  );
}
