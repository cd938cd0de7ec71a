import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from '../contract/accounts.js';

/**
 * The password rule of the server and of the storefront's meter: at least PASSWORD_MIN_LENGTH
 * characters, at most 200, not the e-mail, and hard enough to guess for zxcvbn-ts with the common
 * and Italian dictionaries (score PASSWORD_MIN_SCORE of 0-4). The dictionaries weigh about 1.5 MB,
 * so they load on first use: the storefront imports this module only on the password pages.
 */
export const PASSWORD_MIN_SCORE = 3;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  tooLong: `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri`,
  weak: 'Questa password è troppo facile da indovinare: allungala, ad esempio con alcune parole poco comuni',
  sameAsEmail: "La password non può essere uguale all'indirizzo e-mail",
} as const;

export interface PasswordVerdict {
  /** 0 (guessed at once) .. 4 (very hard), as zxcvbn scores it. */
  score: 0 | 1 | 2 | 3 | 4;
  /** The Italian message of the first rule broken, or null when the password is acceptable. */
  error: string | null;
}

export type PasswordChecker = (password: string, email?: string) => PasswordVerdict;

let loading: Promise<PasswordChecker> | undefined;

/** The checker, its dictionaries loaded once. */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  loading ??= (async () => {
    const [common, italian] = await Promise.all([
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-it'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...italian.dictionary },
      graphs: common.adjacencyGraphs,
      translations: italian.translations,
    });
    return (password, email = '') => check(zxcvbn, password, email);
  })();
  return loading;
}

function check(zxcvbn: ZxcvbnFactory, password: string, email: string): PasswordVerdict {
  const length = Array.from(password).length;
  if (length > PASSWORD_MAX_LENGTH) return { score: 0, error: PASSWORD_MESSAGES.tooLong };
  const mail = email.trim().toLowerCase();
  const local = mail.split('@')[0] ?? '';
  const result = zxcvbn.check(password, mail === '' ? [] : [mail, local]);
  const score = result.score as PasswordVerdict['score'];
  if (length < PASSWORD_MIN_LENGTH) return { score, error: PASSWORD_MESSAGES.tooShort };
  const lower = password.toLowerCase();
  if (mail !== '' && (lower === mail || lower === local)) return { score, error: PASSWORD_MESSAGES.sameAsEmail };
  if (score < PASSWORD_MIN_SCORE) {
    const why = result.feedback.warning;
    return { score, error: why ? `${PASSWORD_MESSAGES.weak}. ${why}` : PASSWORD_MESSAGES.weak };
  }
  return { score, error: null };
}
