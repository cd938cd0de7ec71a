// One rule for every route's query string (decision 0099): a parameter sent empty (`?a=&b=1`) is
// a parameter not sent. The original clients send their optional parameters empty when they have
// no value (checkout/buy's `user_payment_auth_id=` from a shopper without saved cards); treating
// them as absent lets each schema's `.optional()` and defaults apply, while a required parameter
// sent empty is still refused as missing.

/** The query without its empty values (an empty value inside a repeated parameter is dropped too). */
export function withoutEmptyValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const kept = Array.isArray(value) ? value.filter((v) => v !== '') : value;
    const empty = kept === '' || (Array.isArray(kept) && kept.length === 0);
    if (!empty && kept === value) continue;
    out ??= { ...(query as Record<string, unknown>) };
    if (empty) delete out[key];
    else out[key] = kept;
  }
  return out ?? query;
}
