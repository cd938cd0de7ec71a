import { useId } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import InputLabel from '@mui/material/InputLabel';
import { SORTS } from '../sorts';
import type { ProductSort } from '@spesa/domain';
import { t } from '../i18n';

/** A native select: the phone's own picker, and screen readers know it without extra ARIA. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (s: ProductSort) => void }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <InputLabel htmlFor={id} sx={{ color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
        {t('catalogue.sortBy')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        sx={{ fontSize: '0.875rem', minWidth: 150 }}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`catalogue.sort.${s}`)}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
