// Business customers' price lists (issue 43, decision 0116): the publication states of a
// proposal, its transition table (decision 0103's shape), the roles, and the price rule the
// spec's dialog states ('Accetta solo numeri interi o decimali separati da virgola > 0').
import { transitionSources } from './statuses.js';

/** publication_state_id, as the spec lists them. */
export const PUBLICATION_STATE = {
  inProgress: -1,
  removed: 0,
  published: 1,
  scheduled: 2,
  inValidation: 3,
  notApproved: 4,
  approved: 5,
  importCompleted: 6,
} as const;

/** Price-list status_id: 0 ceased, 1 active. */
export const PRICE_LIST_STATUS = { ceased: 0, active: 1 } as const;

const S = PUBLICATION_STATE;

/**
 * Every allowed move of a proposal. The author writes it (in progress, or import completed after a
 * file import) and confirms it (-> in validation), or deletes it (-> removed). An approver, never
 * the author, approves (-> approved) or refuses it (-> not approved, with a reason); a refused
 * proposal goes back to the author, who edits and sends it again (-> in validation) or removes it. An approved proposal is
 * published at once when its start has come, else scheduled; the scheduled one is published by a
 * job at its start, or withdrawn. A published proposal is never edited; it can only be removed.
 */
export const PRICE_LIST_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [S.inProgress]: [S.inValidation, S.removed],
  [S.importCompleted]: [S.inValidation, S.inProgress, S.removed],
  [S.inValidation]: [S.approved, S.notApproved],
  [S.notApproved]: [S.inValidation, S.inProgress, S.removed],
  [S.approved]: [S.published, S.scheduled],
  [S.scheduled]: [S.published, S.removed],
  [S.published]: [S.removed],
  [S.removed]: [],
};

/** The states a proposal may be in for a move to `to`: the `IN (...)` of the one update. */
export const proposalSourcesOf = (to: number): number[] => transitionSources(PRICE_LIST_TRANSITIONS, to);

export function canMoveProposal(from: number, to: number): boolean {
  return PRICE_LIST_TRANSITIONS[from]?.includes(to) ?? false;
}

/** States in which the author may still change a proposal and its prices. */
export const EDITABLE_PROPOSAL_STATES: readonly number[] = [S.inProgress, S.importCompleted, S.notApproved];

/** The roles (spec section 6: price_list_create on the SSO user; the approver's is ours). */
export const PRICE_LIST_ROLE = { create: 'price_list_create', approve: 'price_list_approve' } as const;
export type PriceListRole = (typeof PRICE_LIST_ROLE)[keyof typeof PRICE_LIST_ROLE];

/** The highest list price accepted, in cents (a sane bound: 99.999,99 €). */
export const MAX_LIST_PRICE_CENTS = 9_999_999;

/**
 * A price as the dialog sends it (a number, or text with a comma or a dot and at most two
 * decimals) to whole cents; null when it is not a positive amount within bounds.
 */
export function listPriceCents(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_LIST_PRICE_CENTS ? cents : null;
}

/** The error codes of the price-list calls, with their Italian texts (joined into ERROR_MESSAGES). */
export const PRICE_LIST_MESSAGES = {
  PRICE_LIST_ROLE_REQUIRED: 'Non hai le autorizzazioni per gestire i listini.',
  PRICE_LIST_NOT_FOUND: 'Listino non trovato.',
  PRICE_LIST_PROPOSAL_NOT_FOUND: 'Proposta di listino non trovata.',
  PRICE_LIST_PRICE_NOT_FOUND: 'Prezzo non trovato nella proposta.',
  PRICE_LIST_PRICE_INVALID: 'Accetta solo numeri interi o decimali separati da virgola > 0',
  PRICE_LIST_DATE_INVALID: 'Formato della data gg/mm/aaaa',
  PRICE_LIST_DATES_ORDER: 'La data di fine non può precedere la data di inizio.',
  PRICE_LIST_NOT_EDITABLE: 'La proposta non è più modificabile: è stata inviata, approvata o pubblicata.',
  PRICE_LIST_STATE_REFUSED: 'La proposta non può passare a questo stato.',
  PRICE_LIST_OWN_PROPOSAL: 'Una proposta deve essere approvata da una persona diversa da chi l’ha scritta.',
  PRICE_LIST_REASON_REQUIRED: 'Indica il motivo del rifiuto (da 3 a 500 caratteri).',
  PRICE_LIST_PRODUCT_TWICE: 'Il prodotto ha già un prezzo in questa proposta.',
  PRICE_LIST_EMPTY: 'Aggiungi almeno un prezzo prima di inviare la proposta.',
  PRICE_LIST_WAREHOUSE_NOT_FOUND: 'Magazzino non trovato o non consentito.',
  PRICE_LIST_NAME_INVALID: 'Il nome del listino deve avere da 1 a 100 caratteri.',
} as const;
