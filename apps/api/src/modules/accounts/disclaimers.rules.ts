import { DISCLAIMER_CODES } from '../../db/migrations/0002_accounts.disclaimers.js';

export interface DisclaimerLike {
  registration_disclaimer_id: number;
  code: string;
  required: number;
}

/** Required here: flagged required, or the loyalty consent when a card is being used. */
export function isRequired(d: DisclaimerLike, withCard: boolean): boolean {
  return d.required === 1 || (withCard && d.code === DISCLAIMER_CODES.loyalty);
}

/** The first required disclaimer not accepted in `choices`, or null. */
export function firstMissingConsent<T extends DisclaimerLike>(
  disclaimers: T[],
  choices: Map<number, boolean>,
  withCard: boolean,
): T | null {
  return (
    disclaimers.find((d) => isRequired(d, withCard) && choices.get(d.registration_disclaimer_id) !== true) ??
    null
  );
}

