import type { Envelope, EnvelopeMessage } from '@spesa/domain';

// cart/add-all-from-order answers the cart, with a result per line of the old order in its
// infosMessage: code REORDER_LINE_ADDED and "<name>: aggiunto al carrello" when the line went
// in, else the refusal's code and "<name>: <why>" (no longer sold, over the daily maximum, ...).
// A line's result is told from the cart's other notices by the order's own product names.

export const REORDER_LINE_ADDED = 'REORDER_LINE_ADDED';

export interface ReorderLine {
  name: string;
  added: boolean;
  /** Why it was not added, in the server's words. */
  message?: string;
}

export interface ReorderOutcome {
  lines: ReorderLine[];
  /** The answer's other messages (the cart's notices). */
  messages: EnvelopeMessage[];
}

/** The results of reordering an order whose lines are named `names`. */
export function reorderOutcome(answer: Envelope<unknown>, names: readonly string[]): ReorderOutcome {
  const lines: ReorderLine[] = [];
  const messages: EnvelopeMessage[] = [];
  const all = [...(answer.response.infosMessage ?? []), ...(answer.response.warningsMessage ?? [])];
  for (const m of all) {
    if (!m?.message) continue;
    // The longest name first: "Latte" must not claim the line of "Latte intero".
    const name = [...names].sort((a, b) => b.length - a.length).find((n) => m.message.startsWith(`${n}: `));
    if (name === undefined) messages.push(m);
    else if (m.code === REORDER_LINE_ADDED) lines.push({ name, added: true });
    else lines.push({ name, added: false, message: m.message.slice(name.length + 2) });
  }
  return { lines, messages };
}
