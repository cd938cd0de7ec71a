import { randomBytes } from 'node:crypto';

// What the stand-in's resources share: Stripe's error as its API answers it, ids, form decoding.

export type Obj = Record<string, unknown>;

/** Stripe's API error, as the stand-in answers it (`extra`: e.g. the PaymentIntent of a 402). */
export class StandinStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly extra: Obj = {},
  ) {
    super(message);
  }
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export const missing = (kind: string, value: string, param: string) =>
  new StandinStripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, 'resource_missing', param);

export const invalid = (param: string, message: string) =>
  new StandinStripeError(400, 'invalid_request_error', message, 'parameter_invalid', param);

export function errorBody(e: StandinStripeError): string {
  return JSON.stringify({
    error: { type: e.type, code: e.code, message: e.message, param: e.param, ...e.extra },
  });
}

/** An array given as `{0: …, 1: …}` (form indices) or as a list. */
export function listOf(v: unknown): unknown[] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'object' && v !== null) return Object.values(v);
  return [v];
}

/** `a[b][0][c]=1&expand[]=x` into nested objects (indices kept as keys: `listOf` reads them). */
export function decodeForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at: Obj = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const name = segment === '' ? String(Object.keys(at).length) : segment;
      if (last) at[name] = value;
      else at = (at[name] ??= {}) as Obj;
    });
  }
  return out;
}
