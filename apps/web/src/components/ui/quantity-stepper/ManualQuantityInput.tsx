import { useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import InputBase from '@mui/material/InputBase';
import { MANUAL_ENTRY_MAX_DIGITS } from '@spesa/domain';
import { t } from '../i18n';

interface Props {
  initial: string;
  /** `fromKeyboard` tells the stepper to take the focus back (Enter), not after a blur. */
  onConfirm: (text: string, fromKeyboard: boolean) => void;
  onCancel: () => void;
}

/** The digits-only field that replaces the value while the shopper types a quantity. */
export function ManualQuantityInput({ initial, onConfirm, onCancel }: Props) {
  const [text, setText] = useState(initial);
  // A ref, not state: Enter or Esc unmounts the field, and the browser fires blur as the focused
  // input leaves the page, before any re-render: only the first event counts.
  const done = useRef(false);

  const finish = (confirm: boolean, fromKeyboard: boolean) => {
    if (done.current) return;
    done.current = true;
    if (confirm) onConfirm(text, fromKeyboard);
    else onCancel();
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    // Spec: at most 3 digits. A comma or point stays, so '2,5' is refused as a decimal on
    // confirming instead of silently becoming 25; anything else is dropped while typing.
    const [whole, ...fraction] = e.target.value.replace(/[^\d.,]/g, '').split(/[.,]/);
    const decimals = fraction.length ? `,${fraction.join('').slice(0, 2)}` : '';
    setText(whole.slice(0, MANUAL_ENTRY_MAX_DIGITS) + decimals);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      finish(true, true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish(false, true);
    }
  };

  return (
    <InputBase
      autoFocus
      value={text}
      onChange={onChange}
      onKeyDown={onKeyDown}
      // Phones' numeric keypads often have no Enter key, so leaving the field confirms it.
      onBlur={() => finish(true, false)}
      onFocus={(e) => e.target.select()}
      inputProps={{
        'aria-label': t('ui.quantity'),
        inputMode: 'decimal',
        maxLength: MANUAL_ENTRY_MAX_DIGITS + 3,
        autoComplete: 'off',
        enterKeyHint: 'done',
      }}
      sx={{
        width: '100%',
        height: '100%',
        '& input': { textAlign: 'center', fontWeight: 600, p: 0, height: '100%' },
      }}
    />
  );
}
