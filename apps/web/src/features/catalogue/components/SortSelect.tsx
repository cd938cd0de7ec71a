import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
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
 * Plain elements with the `.sort-select` classes of ListingStyles, drawn as MUI's NativeSelect
 * with its label (decision 0079): those cost about 20 ms of a phone's hydration.
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
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('catalogue.sortBy')}
      </label>
      <div className="sort-select__field">
        <select
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
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`catalogue.sort.${s}`)}
            </option>
          ))}
        </select>
        {/* MUI's ArrowDropDown. */}
        <svg className="sort-select__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </div>
    </div>
  );
}
