import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FORM_DATE_MIN, type FormField } from '@spesa/domain';
import { t } from '../../i18n';
import { ContentHtml } from '../ContentHtml';
import type { FieldValue } from './form-values';

interface Props {
  field: FormField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  error?: string;
}

/** What the browser may fill in for each type (WCAG 1.3.5) and the keyboard a phone shows. */
const TEXT_INPUT: Partial<
  Record<
    FormField['type'],
    { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' }
  >
> = {
  firstname: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  address: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  zip: { autoComplete: 'postal-code', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  number: { inputMode: 'decimal' },
  date: { type: 'date' },
};

/** One field of a dynamic form, by its type (spec: 21 types; file_upload and submit are drawn by the form). */
export function FormFieldInput({ field, value, onChange, error }: Props) {
  const help = error ?? field.help_text ?? field.desc_text;
  const options = field.options ?? [];
  const common = { required: !!field.required, error: !!error, disabled: !!field.disable_input };

  switch (field.type) {
    case 'hidden':
    case 'submit':
    case 'file_upload':
      return null;
    case 'html':
      return <ContentHtml html={field.value ?? field.default ?? field.label} />;
    case 'checkbox':
      return (
        <FormControl {...common}>
          <FormControlLabel
            control={
              <Checkbox
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                inputProps={{ 'aria-required': field.required || undefined }}
              />
            }
            label={
              <>
                {field.label}
                {field.required && <span aria-hidden> *</span>}
              </>
            }
          />
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    case 'listradio':
    case 'listcheckbox': {
      const list = Array.isArray(value) ? value : [];
      return (
        <FormControl component="fieldset" {...common}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {field.label}
          </FormLabel>
          {field.type === 'listradio' ? (
            <RadioGroup
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value)}
              name={field.key}
            >
              {options.map((o) => (
                <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
              ))}
            </RadioGroup>
          ) : (
            <FormGroup>
              {options.map((o) => (
                <FormControlLabel
                  key={o.value}
                  control={
                    <Checkbox
                      checked={list.includes(o.value)}
                      onChange={(e) =>
                        onChange(e.target.checked ? [...list, o.value] : list.filter((v) => v !== o.value))
                      }
                    />
                  }
                  label={o.label}
                />
              ))}
            </FormGroup>
          )}
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      );
    }
    case 'listselect':
    case 'listcountry':
    case 'listmultiselect': {
      const multiple = field.type === 'listmultiselect';
      return (
        <TextField
          {...common}
          select
          fullWidth
          label={field.label}
          value={multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : ''}
          onChange={(e) => {
            const target = e.target as unknown as HTMLSelectElement;
            onChange(multiple ? Array.from(target.selectedOptions, (o) => o.value) : target.value);
          }}
          helperText={help}
          // A native list shows its first option at once: the label stays above it.
          slotProps={{ select: { native: true, multiple }, inputLabel: { shrink: true } }}
        >
          {!multiple && <option value="">{t('content.form.choose')}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      );
    }
    default: {
      const input = TEXT_INPUT[field.type] ?? {};
      const text = typeof value === 'string' ? value : '';
      const limit = field.input_limit && field.input_limit > 0 ? field.input_limit : undefined;
      return (
        <TextField
          {...common}
          fullWidth
          label={field.label}
          placeholder={field.placeholder}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 4 : undefined}
          helperText={help ?? (limit && field.type === 'textarea' ? `${text.length}/${limit}` : undefined)}
          slotProps={{
            inputLabel: field.type === 'date' ? { shrink: true } : undefined,
            htmlInput: {
              inputMode: input.inputMode,
              maxLength: limit,
              ...(field.type === 'number' && {
                min: field.num_min ?? undefined,
                max: field.num_max ?? undefined,
                step: field.num_step ?? undefined,
              }),
              // Italian calendar (weeks from Monday) and the spec's earliest date.
              ...(field.type === 'date' && { min: FORM_DATE_MIN, lang: 'it-IT' }),
            },
          }}
        />
      );
    }
  }
}
