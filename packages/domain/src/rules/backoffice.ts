// Staff acting for a customer and agents (issue 44, decision 0122): the coded refusals, the
// customer search's sorts and the line an order placed for the customer shows.

/** The refusals of the backoffice calls and of acting, with their Italian messages. */
export const BACKOFFICE_MESSAGES = {
  BACKOFFICE_ONLY: "Questo account non è abilitato all'area del personale.",
  BACKOFFICE_LOGIN_REQUIRED:
    "Per cercare i clienti e operare per loro conto accedi all'area del personale con password e codice inviato via e-mail.",
  CUSTOMER_NOT_FOUND: 'Cliente non trovato.',
  ACTING_STAFF_ACCOUNT: 'Non è possibile operare per conto di un account del personale.',
  ACTING_NOT_CONSENTED: "Il cliente non ha consentito all'assistenza clienti di operare sul suo account.",
  ACTING_NOT_ASSIGNED: 'Questo cliente non ti è assegnato: puoi operare solo per i tuoi clienti.',
  ACTING_ALREADY: 'Stai già operando per conto di un cliente: termina prima di selezionarne un altro.',
  ACTING_FORBIDDEN:
    'Operando per conto del cliente non puoi fare questa modifica: deve farla il cliente stesso.',
} as const;

/** The sorts of user-search/list_user; a leading '-' reverses. */
export const CUSTOMER_SORTS = ['name', 'email', 'cod_int', 'user_id'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The text the customer reads on an order placed for them (decision 0122), by the placer's role. */
export const PLACED_BY_TEXT = {
  staff: 'Ordine inserito dal nostro servizio clienti',
  agent: 'Ordine inserito dal tuo agente',
} as const;

/** The line for an order placed by staff of `role`; null when the customer placed it. */
export function placedByText(role: string | null | undefined): string | null {
  if (role === 'agent') return PLACED_BY_TEXT.agent;
  return role ? PLACED_BY_TEXT.staff : null;
}
