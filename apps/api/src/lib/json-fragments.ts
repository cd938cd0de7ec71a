/**
 * Pre-serialised JSON of objects that many answers share (a cart's products, issue 13): the text
 * is made once per object and spliced into each answer instead of stringifying the object again.
 * Only for objects never changed after their first use (the caches that hand them out freeze them).
 */
const texts = new WeakMap<object, string>();

/** JSON.stringify(value), made once per object. */
export function jsonOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/**
 * The JSON of an object with one more member spliced in at its end: `{...rest, key: <json>}`
 * without stringifying what `json` holds.
 */
export function withMember(rest: object, key: string, json: string): string {
  const head = JSON.stringify(rest);
  const member = `${JSON.stringify(key)}:${json}`;
  return head === '{}' ? `{${member}}` : `${head.slice(0, -1)},${member}}`;
}
