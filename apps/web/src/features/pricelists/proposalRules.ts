import { EDITABLE_PROPOSAL_STATES, FIELD_MESSAGES, listPriceCents } from '@spesa/domain';
import { formatDate } from '../../lib/format';
import { t } from './i18n';
import type { Proposal } from './api/types';

// What the screens decide about a proposal, from the domain's rules (decision 0116).

/** The spec's publication states, in the order the filter offers them. */
export const PUBLICATION_STATES = [-1, 3, 4, 5, 2, 1, 6, 0] as const;

/** 'In validazione', ...: the state's Italian label. */
export const stateLabel = (stateId: number) => t(`pricelists.states.${stateId}`);

/** Whether the author may still change the proposal and its prices (published ones never). */
export const isEditable = (p: Pick<Proposal, 'publicationStateId'>) =>
  EDITABLE_PROPOSAL_STATES.includes(p.publicationStateId);

/** 'Dal 1 gennaio 2027' or 'Dal 1 gennaio 2027 al 31 marzo 2027'. */
export const validityText = (p: Pick<Proposal, 'fromDate' | 'toDate'>) =>
  p.toDate
    ? t('pricelists.list.validityTo', { from: formatDate(p.fromDate), to: formatDate(p.toDate) })
    : t('pricelists.list.validity', { from: formatDate(p.fromDate) });

/** Today in the shop's time zone, as YYYY-MM-DD (a proposal starting today is published on approval). */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/**
 * A typed price ('12,5', '3.20') as the number the calls take (the comma turned into a dot), or
 * the spec's message when it is not a positive amount with at most two decimals.
 */
export function parseListPrice(text: string): { euros: number } | { error: string } {
  const cents = listPriceCents(text);
  return cents === null ? { error: FIELD_MESSAGES.promoPrice } : { euros: cents / 100 };
}

/** A price as the field shows it to be changed: 1.2 -> '1,20'. */
export const priceText = (euros: number) => (Math.round(euros * 100) / 100).toFixed(2).replace('.', ',');
