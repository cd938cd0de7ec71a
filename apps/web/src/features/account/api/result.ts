import type { Envelope } from '@spesa/domain';
import { isApiError } from '../../../lib/api';

/** The first info text of an answer (the server's own confirmation wording), if any. */
export function infoText(envelope: Envelope<unknown>): string | null {
  return envelope.response.infosMessage.find((m) => m.message)?.message ?? null;
}

/** The field the server blamed (envelope errors[0].field), e.g. 'cardCode' or 'disclaimers.3'. */
export function errorField(e: unknown): string | null {
  return isApiError(e) ? (e.response?.errors?.find((x) => x.field)?.field ?? null) : null;
}

/** The Italian text to show for a failure: the server's, else the generic one from the client. */
export function errorText(e: unknown, fallback: string): string {
  return isApiError(e) ? e.message : fallback;
}
