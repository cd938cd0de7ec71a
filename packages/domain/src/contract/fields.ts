import { z } from 'zod';

/**
 * Building blocks for input schemas, bounded to what both databases hold: an integer column takes
 * at most 2,147,483,647 and a PostgreSQL text never holds a NUL byte. Input outside them answers
 * 400 naming the field instead of failing in the database.
 */
export const DB_INT_MAX = 2_147_483_647;

/** Single-line text: no control character at all (C0 and DEL). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text (notes): tab, line feed and carriage return allowed, other controls not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const CONTROL_CHARACTER_MESSAGE = 'Contiene caratteri non ammessi';

export const hasNoControlCharacters = (v: string, multiline = false): boolean =>
  (multiline ? MULTI_LINE : SINGLE_LINE).test(v);

/** A text field of at most `max` characters on one line. */
export const line = (max: number) => z.string().max(max).regex(SINGLE_LINE, CONTROL_CHARACTER_MESSAGE);

/** A text field of at most `max` characters that may span lines. */
export const multiline = (max: number) => z.string().max(max).regex(MULTI_LINE, CONTROL_CHARACTER_MESSAGE);

/** A database id (query string or body): 1 .. 2,147,483,647. */
export const dbId = () => z.coerce.number().int().positive().max(DB_INT_MAX);

/** An integer a database column holds, within [min, max] (both inside the column's range). */
export const dbInt = (min = -DB_INT_MAX, max = DB_INT_MAX) => z.coerce.number().int().min(min).max(max);

/** A comma list of database ids ("12, 34"); empty items are ignored by the readers. */
export const dbIdList = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[\d,\s]*$/, 'Elenco di id non valido')
    .refine((v) => v.split(',').every((x) => x.trim() === '' || Number(x.trim()) <= DB_INT_MAX), {
      message: 'Elenco di id non valido',
    });
