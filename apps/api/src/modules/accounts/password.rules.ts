import { PASSWORD_MIN_LENGTH } from '@spesa/domain';

/**
 * Password policy (NIST SP 800-63B style): a minimum length and a deny list of the most used
 * passwords, no composition rules. The list holds the commonest passwords of public breach
 * corpora plus Italian favourites; the check ignores case.
 */
// prettier-ignore
const COMMON = [
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111', '1234567890', '123123',
  'abc123', '1234', 'password1', 'iloveyou', '1q2w3e4r', '000000', 'qwerty123', 'zaq12wsx', 'dragon', 'sunshine',
  'princess', 'letmein', '654321', 'monkey', '27653', '1qaz2wsx', '123321', 'qwertyuiop', 'superman', 'asdfghjkl',
  'football', 'baseball', 'welcome', 'welcome1', 'admin', 'admin123', 'master', 'shadow', 'michael', 'jennifer',
  'trustno1', 'starwars', 'passw0rd', 'password123', 'password12', 'qwerty1', 'hello123', 'freedom', 'whatever', 'charlie',
  'aa123456', 'donald', 'batman', 'access', 'flower', 'loveme', 'hottie', 'mustang', 'killer', 'ninja',
  '987654321', '11111111', '00000000', '12341234', '88888888', '123qwe', 'qazwsx', 'q1w2e3r4', '1q2w3e4r5t', 'asdf1234',
  'changeme', 'secret', 'test1234', 'computer', 'internet', 'samsung', 'google', 'pokemon', 'liverpool', 'chelsea',
  // Italian
  'password1!', 'ciao', 'ciaociao', 'ciao1234', 'ciao123', 'amore', 'amoremio', 'tiamo', 'tiamo123', 'juventus',
  'juventus1', 'milan', 'forzamilan', 'forzainter', 'inter', 'napoli', 'forzanapoli', 'roma', 'forzaroma', 'lazio',
  'francesco', 'alessandro', 'giuseppe', 'antonio', 'andrea', 'giovanni', 'mariarosa', 'martina', 'chiara', 'federica',
  'italia', 'italia1', 'napoli1926', 'spesa', 'spesa123', 'spesa2026', 'supermercato', 'qwertyui', 'asdfghjk', 'zxcvbnm',
];
const COMMON_SET = new Set(COMMON);

export const PASSWORD_MESSAGES = {
  tooShort: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri`,
  tooLong: 'La password può contenere al massimo 200 caratteri',
  common: 'Questa password è troppo comune: scegline una più difficile da indovinare',
  sameAsEmail: "La password non può essere uguale all'indirizzo e-mail",
} as const;

/** The Italian message of the first rule the password breaks, or null when it is acceptable. */
export function passwordPolicyError(password: string, email: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > 200) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (COMMON_SET.has(lower)) return PASSWORD_MESSAGES.common;
  const mail = email.trim().toLowerCase();
  if (mail !== '' && (lower === mail || lower === mail.split('@')[0])) return PASSWORD_MESSAGES.sameAsEmail;
  return null;
}

export const COMMON_PASSWORD_COUNT = COMMON_SET.size;
