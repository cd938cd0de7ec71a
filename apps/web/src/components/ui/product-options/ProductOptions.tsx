import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import type { ChosenOptions } from './chosen-options';

type SelectOption = Product['selectOptions'][number];

/** Radio buttons read best for a few choices; past this many a dropdown saves the phone's height. */
const MAX_RADIOS = 4;

/** One radio group or dropdown per product option (e.g. cut, ripeness, grind). */
export function ProductOptions({
  options,
  chosen,
  onChange,
}: {
  options: SelectOption[];
  chosen: ChosenOptions;
  onChange: (c: ChosenOptions) => void;
}) {
  // Unique per selector: the product page and the options dialog may show the same product.
  const prefix = useId();
  if (options.length === 0) return null;
  const set = (name: string, key: string) => onChange({ ...chosen, [name]: key });
  return (
    <Stack spacing={1.5}>
      {options.map((o) => {
        const id = `${prefix}-option-${o.parameterName}`;
        return o.options.length <= MAX_RADIOS ? (
          <FormControl key={o.parameterName} component="fieldset" required>
            <FormLabel component="legend" id={id} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {o.name}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={id}
              value={chosen[o.parameterName] ?? ''}
              onChange={(e) => set(o.parameterName, e.target.value)}
            >
              {o.options.map((v) => (
                <FormControlLabel
                  key={v.key}
                  value={v.key}
                  control={<Radio size="small" />}
                  label={v.value}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : (
          <FormControl key={o.parameterName} required sx={{ maxWidth: 320 }}>
            <FormLabel htmlFor={id} sx={{ color: 'text.primary', fontWeight: 600 }}>
              {o.name}
            </FormLabel>
            <NativeSelect
              id={id}
              value={chosen[o.parameterName] ?? ''}
              onChange={(e) => set(o.parameterName, e.target.value)}
            >
              <option value="" disabled>
                {t('ui.chooseOption')}
              </option>
              {o.options.map((v) => (
                <option key={v.key} value={v.key}>
                  {v.value}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        );
      })}
    </Stack>
  );
}
