import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatMilli } from '@spesa/domain';
import { t } from '../i18n';
import { visuallyHidden } from '../visuallyHidden';
import { ManualQuantityInput } from './ManualQuantityInput';
import { useLongPress } from './useLongPress';
import { useQuantityStepper } from './useQuantityStepper';
import type { StepperOptions } from './useQuantityStepper';

// Shown only after a QTY_LOCKED rounding: loaded on demand, with Popper.js, off the first load.
const QuantityRoundingHint = lazy(() =>
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
  // State, not a ref: the rounding hint anchors on it while rendering.
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

  return (
    <Box sx={{ display: fullWidth ? 'block' : 'inline-block', maxWidth: '100%' }}>
      <Box
        ref={setGroup}
        role="group"
        aria-label={productName ? t('ui.quantityOf', { name: productName }) : t('ui.quantity')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: box,
          width: fullWidth ? '100%' : 'auto',
          border: 1,
          borderColor: s.message ? 'error.main' : 'grey.500',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
        }}
      >
        <IconButton
          aria-label={t('ui.decrease')}
          onClick={s.minus}
          disabled={disabled}
          sx={{ width: box, height: box - 2, borderRadius: 1, flexShrink: 0 }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 60, height: '100%' }}>
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
            <Box
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
              sx={{
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 600,
                whiteSpace: 'nowrap',
                cursor: s.manualAllowed && !disabled ? 'text' : 'default',
                // A long press must not select text or open the phone's callout menu.
                userSelect: 'none',
                WebkitUserSelect: 'none',
                WebkitTouchCallout: 'none',
                touchAction: 'manipulation',
                color: disabled ? 'text.disabled' : 'text.primary',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {s.format(value)}
            </Box>
          )}
        </Box>
        <IconButton
          aria-label={t('ui.increase')}
          onClick={s.plus}
          disabled={disabled}
          sx={{ width: box, height: box - 2, borderRadius: 1, flexShrink: 0 }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {s.manualAllowed && (
        <Box component="span" id={ids.help} sx={visuallyHidden}>
          {t('ui.manualEntryHint')}
        </Box>
      )}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {s.announcement}
      </Box>
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
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </Box>
  );
}
export default QuantityStepper;
