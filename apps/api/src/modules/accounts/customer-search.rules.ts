import type { CustomerSort } from '@spesa/domain';

// The staff's customer search (user-search/list_user, decision 0122): what a query matches. Every
// text is matched as a prefix, so each condition is a range an index answers.

/** [from, to): every text that starts with `prefix`, in byte (code point) order. */
export function prefixRange(prefix: string): [string, string] {
  const points = [...prefix];
  const last = points.pop()!;
  return [prefix, points.join('') + String.fromCodePoint(last.codePointAt(0)! + 1)];
}

/**
 * The prefixes a query is matched with, each against its own columns, by what the query looks
 * like: words against names and e-mail, a long code against the fiscal code, digits against phones
 * and loyalty cards. A column that cannot match is not asked (fewer rows to read and sort).
 */
export interface SearchTerms {
  /** Lower case: surname or first name, and the whole query against the surname ("de luca"). */
  name?: string;
  /** Two words: surname and first name, in either order ("rossi mario", "mario rossi"). */
  pair?: [string, string];
  email?: string;
  /** Upper case: a fiscal code (one word of 6 characters or more). */
  fiscalCode?: string;
  /** Digits only: phones and loyalty cards. */
  digits?: string;
}

export function searchTerms(q: string): SearchTerms | undefined {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const compact = text.replace(/ /g, '');
  const words = text.split(' ');
  const hasLetter = /\p{L}/u.test(text);
  const digits = compact.replace(/^\+/, '');
  return {
    ...(hasLetter && { name: text, email: compact }),
    ...(hasLetter && words.length === 2 && { pair: [words[0]!, words[1]!] as [string, string] }),
    ...(words.length === 1 &&
      /^[a-z0-9]{6,16}$/.test(compact) &&
      /[a-z]/.test(compact) && {
        fiscalCode: compact.toUpperCase(),
      }),
    ...(/^\d+$/.test(digits) && { digits }),
  };
}

/** The columns of a sort, and whether it runs backwards ('-name'). */
export function sortOf(sort: string): { key: CustomerSort; desc: boolean } {
  const desc = sort.startsWith('-');
  return { key: (desc ? sort.slice(1) : sort) as CustomerSort, desc };
}
