import { useId, useRef, useState } from 'react';
import { lazyPart } from '../lazy-part/lazyPart';
import type { CSSProperties, KeyboardEvent } from 'react';
import Typography from '@mui/material/Typography';
import { AddIcon, RemoveIcon } from '../plain-button/icons';
import { PlainIconButton } from '../plain-button/PlainButton';
import { formatMilli } from '@spesa/domain';
import { t } from '../i18n';
import { visuallyHidden } from '../visuallyHidden';
import { ManualQuantityInput } from './ManualQuantityInput';
import { useLongPress } from './useLongPress';
import { useQuantityStepper } from './useQuantityStepper';
import type { StepperOptions } from './useQuantityStepper';

// Shown only after a QTY_LOCKED rounding: loaded on demand, with Popper.js, off the first load.
const QuantityRoundingHint = lazyPart('QuantityRoundingHint', () =>
  import('./QuantityRoundingHint').then((m) => ({ default: m.QuantityRoundingHint })),
);

export interface QuantityStepperProps extends StepperOptions {
  /** Product name, for the group label read by screen readers ('Quantità di Latte intero'). */
  productName?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Stretch to the container width (phones). */
  fullWidth?: boolean;
}

/**
 * Minus / value / plus (spec section 5). The value is an ARIA spinbutton: arrow keys step, Enter
 * (or a double click, or a 300 ms long press) opens the manual entry for Pezzo and Confezione.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { productName, disabled = false, size = 'medium', fullWidth = false } = props;
  const s = useQuantityStepper(props);
  const { value } = props;
  const valueRef = useRef<HTMLDivElement>(null);
  // State, not a ref: the rounding hint anchors on it while rendering. Taken only while the hint
  // is shown (decision 0086): set from the ref on every card, it drew each stepper twice in
  // hydration's long task.
  const [group, setGroup] = useState<HTMLDivElement | null>(null);
  const ids = { hint: useId(), message: useId(), help: useId() };
  const longPress = useLongPress(s.openManual, s.manualAllowed && !disabled && !s.editing);
  const box = size === 'small' ? 36 : 44;

  // After Enter / Esc the field unmounts; give keyboard users their place back on the value.
  const refocus = () => requestAnimationFrame(() => valueRef.current?.focus());

  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled) return;
    const actions: Record<string, () => void> = {
      ArrowUp: s.plus,
      ArrowRight: s.plus,
      ArrowDown: s.minus,
      ArrowLeft: s.minus,
      Enter: s.openManual,
      F2: s.openManual,
    };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const describedBy = [
    s.manualAllowed ? ids.help : '',
    s.message ? ids.message : '',
    s.nearest ? ids.hint : '',
  ]
    .filter(Boolean)
    .join(' ');

  const groupClass = [
    'stepper__group',
    s.message && 'stepper__group--error',
    disabled && 'stepper__group--disabled',
  ];
  // Plain elements with the .stepper classes of ProductCardStyles: every product card draws one.
  return (
    <div
      className={fullWidth ? 'stepper stepper--full' : 'stepper'}
      style={{ '--stepper-box': `${box}px` } as CSSProperties}
    >
      <div
        ref={s.nearest ? setGroup : undefined}
        role="group"
        aria-label={productName ? t('ui.quantityOf', { name: productName }) : t('ui.quantity')}
        className={groupClass.filter(Boolean).join(' ')}
      >
        <PlainIconButton
          label={t('ui.decrease')}
          onClick={s.minus}
          disabled={disabled}
          className="stepper__button"
        >
          <RemoveIcon />
        </PlainIconButton>
        <div className="stepper__middle">
          {s.editing ? (
            <ManualQuantityInput
              initial={value > 0 && value % 1000 === 0 ? formatMilli(value) : ''}
              onConfirm={(text, fromKeyboard) => {
                s.confirmManual(text);
                if (fromKeyboard) refocus();
              }}
              onCancel={() => {
                s.cancelManual();
                refocus();
              }}
            />
          ) : (
            <div
              ref={valueRef}
              role="spinbutton"
              tabIndex={disabled ? -1 : 0}
              aria-label={t('ui.quantity')}
              aria-valuenow={value / 1000}
              aria-valuetext={s.format(value)}
              aria-valuemin={0}
              aria-valuemax={s.maximum !== undefined ? s.maximum / 1000 : undefined}
              aria-disabled={disabled || undefined}
              aria-describedby={describedBy || undefined}
              onKeyDown={onKeyDown}
              onDoubleClick={disabled ? undefined : s.openManual}
              onContextMenu={(e) => s.manualAllowed && e.preventDefault()}
              {...longPress}
              className={
                s.manualAllowed && !disabled ? 'stepper__value stepper__value--typed' : 'stepper__value'
              }
            >
              {s.format(value)}
            </div>
          )}
        </div>
        <PlainIconButton
          label={t('ui.increase')}
          onClick={s.plus}
          disabled={disabled}
          className="stepper__button"
        >
          <AddIcon />
        </PlainIconButton>
      </div>
      {s.manualAllowed && (
        <span id={ids.help} style={visuallyHidden}>
          {t('ui.manualEntryHint')}
        </span>
      )}
      <span aria-live="polite" style={visuallyHidden}>
        {s.announcement}
      </span>
      {s.message && (
        <Typography
          id={ids.message}
          role="alert"
          variant="caption"
          color="error"
          sx={{ display: 'block', mt: 0.5, lineHeight: 1.3 }}
        >
          {s.message}
        </Typography>
      )}
      {s.nearest && (
        <QuantityRoundingHint
          id={ids.hint}
          anchor={group}
          value={value}
          nearest={s.nearest}
          format={s.format}
          onChoose={(q) => {
            s.choose(q);
            refocus();
          }}
          onClose={() => {
            s.closeHint();
            refocus();
          }}
        />
      )}
    </div>
  );
}
export default QuantityStepper;
