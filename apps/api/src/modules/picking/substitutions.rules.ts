import { formatEuro, preparedCents, type Substitution, type SubstitutionState } from '@spesa/domain';

/** The store's deadline for the shopper's answer when it sets none (decision 0123). */
export const DEFAULT_SUBSTITUTION_MINUTES = 15;

export interface SubstitutionFacts {
  item_id: number;
  product_id: number;
  product_name: string;
  unit_cents: number;
  state: string;
  deadline_at: string;
}

/**
 * A proposal as it stands at `now`: unanswered past its deadline it takes the shopper's default,
 * which is their choice on the line ("Accetto sostituzioni": a proposal is only ever made where
 * they accepted), so it reads as accepted from the deadline on, without a job having to run.
 */
export function standing(s: SubstitutionFacts, now: Date): { state: SubstitutionState; byDefault: boolean } {
  if (s.state === 'proposed' && now.getTime() >= Date.parse(s.deadline_at))
    return { state: 'accepted', byDefault: true };
  return { state: s.state as SubstitutionState, byDefault: false };
}

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/** The deadline as the shopper reads it ('10:45', Rome time). */
export const deadlineText = (deadlineAt: string): string => romeTime.format(new Date(deadlineAt));

export function substitutionAnswer(s: SubstitutionFacts, now: Date): Substitution {
  const { state, byDefault } = standing(s, now);
  const text =
    state === 'proposed'
      ? `Proposta: ${s.product_name} a ${formatEuro(s.unit_cents)}. Rispondi entro le ${deadlineText(s.deadline_at)}.`
      : state === 'accepted'
        ? `Sostituito con ${s.product_name}${byDefault ? ' (nessuna risposta entro il tempo: sostituzione accettata)' : ''}.`
        : 'Sostituzione rifiutata: articolo non disponibile.';
  return {
    itemId: s.item_id,
    productId: s.product_id,
    name: s.product_name,
    unitPrice: s.unit_cents / 100,
    state,
    byDefault,
    deadlineAt: s.deadline_at,
    text,
  };
}

/**
 * What a line costs for what was picked of it: its ordered price in proportion; with a substitute,
 * the substitute's price when lower, never more than the line ordered (the hold covers it).
 */
export function pickedCents(
  line: { gross_cents: number; quantity_milli: number },
  milli: number,
  substituteUnitCents?: number,
): number {
  const ordered = preparedCents(line.gross_cents, line.quantity_milli, milli);
  if (substituteUnitCents === undefined) return ordered;
  return Math.min(ordered, Math.round((substituteUnitCents * milli) / 1000));
}
