import type { Envelope, EnvelopeMessage } from '@spesa/domain';

// cart/add-all-from-order answers a result per line of the old order: added, or why not (no
// longer sold, over the daily maximum, ...). The list is read from the answer's data; when a
// server sends only messages, those are the result.

export interface ReorderLine {
  name: string;
  added: boolean;
  message?: string;
}

interface RawLine {
  name?: unknown;
  productName?: unknown;
  product?: { name?: unknown } | null;
  added?: unknown;
  ok?: unknown;
  status?: unknown;
  message?: unknown;
  error?: unknown;
}

function lineOf(raw: RawLine): ReorderLine | null {
  const name = [raw.name, raw.productName, raw.product?.name].find((n) => typeof n === 'string' && n !== '');
  if (typeof name !== 'string') return null;
  const added =
    typeof raw.added === 'boolean' ? raw.added : typeof raw.ok === 'boolean' ? raw.ok : raw.status === 0;
  const message = [raw.message, raw.error].find((m) => typeof m === 'string' && m !== '') as
    string | undefined;
  return { name, added, message };
}

function rawLines(data: unknown): unknown[] | null {
  if (!data || typeof data !== 'object') return null;
  for (const key of ['results', 'lines', 'items']) {
    const v = (data as Record<string, unknown>)[key];
    if (Array.isArray(v)) return v;
  }
  return null;
}

export interface ReorderOutcome {
  lines: ReorderLine[];
  /** Messages of the answer that are not about one line (infos and warnings). */
  messages: EnvelopeMessage[];
}

export function reorderOutcome(answer: Envelope<unknown>): ReorderOutcome {
  const lines = (rawLines(answer.data) ?? [])
    .map((r) => (r && typeof r === 'object' ? lineOf(r as RawLine) : null))
    .filter((l): l is ReorderLine => l !== null);
  const messages = [
    ...(answer.response.infosMessage ?? []),
    ...(answer.response.warningsMessage ?? []),
  ].filter((m) => m?.message);
  return { lines, messages };
}
