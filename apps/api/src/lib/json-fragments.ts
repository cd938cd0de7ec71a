/**
 * Pre-serialised JSON of objects that many answers share (a cart's products, issue 13): the text
 * is made once per object and spliced into each answer instead of stringifying the object again.
 * Only for objects never changed after their first use (the caches that hand them out freeze them).
 */
const texts = new WeakMap<object, string>();

/** Where `frozenWithJson` keeps an object's text: a symbol, which JSON.stringify leaves out. */
const TEXT = Symbol('json');

/**
 * The object frozen with its JSON made now and kept on it (`jsonOf` then reads it without a
 * lookup): for objects made to be sent, such as a cart's lines. A profile of the cart's add
 * (perf, issue 13) put 1.6 % of the CPU in the WeakMap lookups of the 20 lines' texts.
 */
export function frozenWithJson<T extends object>(value: T): Readonly<T> {
  Object.defineProperty(value, TEXT, { value: asciiJson(JSON.stringify(value)) });
  return Object.freeze(value);
}

/** JSON.stringify(value), made once per object, in ASCII (`asciiJson`). */
export function jsonOf(value: object): string {
  const own = (value as { [TEXT]?: string })[TEXT];
  if (own !== undefined) return own;
  let text = texts.get(value);
  if (text === undefined) {
    text = asciiJson(JSON.stringify(value));
    texts.set(value, text);
  }
  return text;
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text with every character outside ASCII written as a \u escape (each half of a surrogate
 * pair on its own, as JSON allows): the same JSON to any parser, but a one-byte string in V8. One
 * "€" in a product's unit price ("11,38 €/kg") made a whole 10 KB cart answer a two-byte string,
 * copied as such by every concatenation, measured and converted to UTF-8 character by character
 * when written: about 5 % of an add's CPU in a profile of the server (perf, issue 13). The escaped
 * text goes through a latin1 Buffer because V8 keeps the pieces of a two-byte string two-byte,
 * whatever they hold; ASCII is the same in latin1.
 */
export function asciiJson(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return Buffer.from(text.replace(NON_ASCII_ALL, escaped), 'latin1').toString('latin1');
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
