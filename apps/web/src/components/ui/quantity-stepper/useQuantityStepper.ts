import { useCallback, useState } from 'react';
import {
  canIncrement,
  decrement,
  firstAddQuantity,
  displayedMaximum,
  formatQuantity,
  increment,
  parseManualEntry,
  quantityUnit,
} from '@spesa/domain';
import type { NearestAllowed, SaleRules } from '@spesa/domain';
import { t } from '../i18n';

export interface StepperOptions {
  rules: SaleRules;
  /** Current quantity in thousandths of the selling unit (2 pieces = 2000, 0.5 kg = 500). */
  value: number;
  onChange: (value: number) => void;
  /**
   * Cart mode: minus may reach 0, which means "remove" and is confirmed by the parent. Off for
   * the local quantity of a product card, where 0 would only make the add button pointless.
   */
  allowZero?: boolean;
}

/** The stepper's behaviour (spec section 5) without any markup, so the rules are testable apart. */
export function useQuantityStepper({ rules, value, onChange, allowZero = false }: StepperOptions) {
  const [message, setMessage] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NearestAllowed | null>(null);
  const [editing, setEditing] = useState(false);
  // Text for the aria-live region: set only when the value changes through a button or manual
  // entry, because a focused spinbutton already announces its own new value.
  const [announcement, setAnnouncement] = useState('');

  const unit = quantityUnit(rules);
  const format = useCallback((q: number) => formatQuantity(q, unit), [unit]);
  const manualAllowed = rules.tipologia !== 'Sfuso';
  const maximum = displayedMaximum(rules);
  const minAcqMessage = t('errors.minAcq', { minAcq: format(rules.minAcq ?? 0) });

  const commit = (next: number) => {
    onChange(next);
    setAnnouncement(format(next));
  };

  const plus = () => {
    setNearest(null);
    if (!canIncrement(rules, value)) {
      if (maximum !== undefined) setMessage(t('ui.maxAcq', { max: format(maximum) }));
      return;
    }
    setMessage(null);
    commit(increment(rules, value));
  };

  const minus = () => {
    setNearest(null);
    const next = decrement(rules, value);
    const belowMin = next === 0 && (rules.minAcq ?? 0) > 0;
    setMessage(belowMin ? minAcqMessage : null);
    if (next === 0 && !allowZero) return;
    if (next !== value) commit(next);
  };

  const openManual = () => {
    if (!manualAllowed) return;
    setNearest(null);
    setMessage(null);
    setEditing(true);
  };

  const cancelManual = () => setEditing(false);

  const confirmManual = (text: string) => {
    setEditing(false);
    if (text.trim() === '') return; // nothing typed: keep the current quantity
    const result = parseManualEntry(rules, text);
    if (!result.ok) {
      setMessage(result.error.code === 'QTY_BELOW_MIN' ? minAcqMessage : result.error.message);
      return;
    }
    if (result.quantity === 0 && !allowZero) {
      // A card's own quantity: 0 would only make 'Aggiungi' pointless. Say so, keep the value.
      setMessage(t('ui.zeroRefused', { min: format(firstAddQuantity(rules)) }));
      return;
    }
    commit(result.quantity);
    setMessage(result.capped && maximum !== undefined ? t('ui.maxAcq', { max: format(maximum) }) : null);
    // QTY_LOCKED rounding: propose the nearest lower and higher quantities.
    setNearest(result.adjusted && result.nearest ? result.nearest : null);
  };

  const choose = (q: number) => {
    setNearest(null);
    if (q !== value) commit(q);
  };

  return {
    format,
    unit,
    maximum,
    manualAllowed,
    editing,
    message,
    nearest,
    announcement,
    plus,
    minus,
    openManual,
    cancelManual,
    confirmManual,
    choose,
    closeHint: () => setNearest(null),
  };
}
