// Italian identifiers with check characters: codice fiscale, partita IVA, EAN-13 (also the
// 13-digit loyalty card), plus the format checks for PEC addresses, SDI codes, phones and CAP.
// A checksum catches the typical typo (one wrong or swapped character) before it reaches the
// server or the e-invoicing system, which a pattern alone cannot.

// ---- codice fiscale (persons) ----

// Omocodia: when two people share a code, the digits are replaced, from the right, by these letters.
const OMOCODIA = 'LMNPQRSTUV';
const DIGIT_OR_OMO = `[0-9${OMOCODIA}]`;
const MONTH_LETTERS = 'ABCDEHLMPRST';
const FISCAL_CODE_RE = new RegExp(
  `^[A-Z]{6}${DIGIT_OR_OMO}{2}[${MONTH_LETTERS}]${DIGIT_OR_OMO}{2}[A-Z]${DIGIT_OR_OMO}{3}[A-Z]$`,
);

// Values of characters in odd positions (1st, 3rd, ...), indexed 0-9 then A-Z, from the decree
// (DM 12/03/1974). Even positions are worth 0-9 for digits and 0-25 for A-Z.
// prettier-ignore
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, // 0-9
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23, // A-Z
];

function charIndex(c: string): number {
  const code = c.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 65 + 10; // '0'-'9' -> 0-9, 'A'-'Z' -> 10-35
}

/** Check letter of the first 15 characters of a codice fiscale (uppercase). */
export function fiscalCodeCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const idx = charIndex(first15[i]);
    sum += i % 2 === 0 ? ODD_VALUES[idx] : idx < 10 ? idx : idx - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Valid personal codice fiscale: pattern (omocodia letters allowed), birth day and check letter. */
export function isValidFiscalCode(value: string): boolean {
  const cf = value.trim().toUpperCase();
  if (!FISCAL_CODE_RE.test(cf)) return false;
  // Day of birth, +40 for women; omocodia letters stand for digits.
  const day = Number([cf[9], cf[10]].map((c) => (/\d/.test(c) ? c : String(OMOCODIA.indexOf(c)))).join(''));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckChar(cf) === cf[15];
}

// ---- partita IVA ----

/** Check digit of the first 10 digits of a partita IVA (Luhn variant used by the Agenzia delle Entrate). */
export function vatNumberCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** 11 digits with a correct check digit; all zeros passes the sum but is never issued. */
export function isValidVatNumber(value: string): boolean {
  const v = value.trim().replace(/^IT/i, '');
  if (!/^\d{11}$/.test(v) || /^0{11}$/.test(v)) return false;
  return vatNumberCheckDigit(v) === Number(v[10]);
}

// ---- EAN-13 and the loyalty card ----

/** Check digit of 12 digits: weights 1,3,1,3... from the left, then up to the next ten. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('EAN-13 check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits with a correct check digit (product barcodes and the 13-digit card code). */
export function isValidEan13(code: string): boolean {
  const c = code.trim();
  return /^\d{13}$/.test(c) && ean13CheckDigit(c.slice(0, 12)) === Number(c[12]);
}

// ---- PEC (certified e-mail) ----

/** Domains of the main PEC providers; subdomains of these are PEC too (e.g. comune.x.legalmail.it). */
export const PEC_DOMAINS: readonly string[] = [
  'pec.it',
  'legalmail.it',
  'postecert.it',
  'arubapec.it',
  'casellapec.com',
  'pecimprese.it',
  'gigapec.it',
  'sicurezzapostale.it',
  'postacertificata.gov.it',
  'mypec.eu',
  'ingpec.eu',
];

// Labels that mark certified-mail hosts of many providers and public bodies: pec.libero.it,
// pec.comune.x.it, x.pec.it, postacert.regione.y.it.
const PEC_LABELS = new Set(['pec', 'postacert']);

/** True for PEC addresses: known provider domains (and their subdomains) or a PEC label. */
export function isPec(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain === '') return false;
  if (PEC_DOMAINS.some((d) => domain === d || domain.endsWith('.' + d))) return true;
  return domain.split('.').some((label) => PEC_LABELS.has(label));
}

// ---- SDI, phone, CAP ----

/** Codice destinatario for e-invoicing: 7 letters or digits ('0000000' included). */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/i.test(value.trim());
}

/**
 * Italian mobile (3xx, 9-10 digits) or landline (0..., 6-11 digits), optional +39 / 0039 prefix.
 * Spaces, dots, dashes, slashes and brackets are ignored because people type them.
 */
export function isValidItalianPhone(value: string): boolean {
  const v = value.replace(/[\s./()-]/g, '');
  return /^(?:(?:\+|00)39)?(?:3\d{8,9}|0\d{5,10})$/.test(v);
}

/** Postcode of 4 or 5 digits, as the spec's rule states. */
export function isValidCap(value: string): boolean {
  return /^\d{4,5}$/.test(value.trim());
}
