import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import InputLabel from '@mui/material/InputLabel';
import { SORTS } from '../sorts';
import type { ProductSort } from '@spesa/domain';
import { t } from '../i18n';

const BROWSE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * A native select: the phone's own picker, and screen readers know it without extra ARIA.
 * A closed select changes its value on every arrow key: those changes wait for Enter, Tab or a
 * click elsewhere, so browsing the choices does not reload the list at each step.
 */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (s: ProductSort) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<ProductSort | null>(null);
  const browsing = useRef(false);
  const apply = (s: ProductSort | null) => {
    setDraft(null);
    if (s && s !== value) onChange(s);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    browsing.current = BROWSE_KEYS.has(e.key);
    if (e.key === 'Enter') apply(draft);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <InputLabel htmlFor={id} sx={{ color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
        {t('catalogue.sortBy')}
      </InputLabel>
      <NativeSelect
        id={id}
        value={draft ?? value}
        onKeyDown={onKeyDown}
        onPointerDown={() => (browsing.current = false)}
        onBlur={() => apply(draft)}
        onChange={(e) => {
          const s = e.target.value as ProductSort;
          if (browsing.current) setDraft(s);
          else apply(s);
        }}
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
