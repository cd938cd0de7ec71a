import type { Logger } from '../../lib/logger.js';
import type { Config } from '../../config.js';

/**
 * The anti-bot token of the login form (spec: `token_recaptcha`, decision 0015), checked with the
 * provider's "siteverify" call (Google reCAPTCHA v3; Cloudflare Turnstile and hCaptcha answer the
 * same form and shape). Off until ANTIBOT_SECRET is set.
 */
export type AntibotVerdict = 'human' | 'refused' | 'unavailable';

export interface AntibotVerifier {
  verify(token: string, ip: string, log: Logger): Promise<AntibotVerdict>;
}

const VERIFY_TIMEOUT_MS = 3000;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

export function createAntibotVerifier(config: Config): AntibotVerifier | null {
  const secret = config.ANTIBOT_SECRET;
  if (!secret) return null;
  return {
    async verify(token, ip, log) {
      let answer: SiteverifyAnswer;
      try {
        const res = await fetch(config.ANTIBOT_VERIFY_URL, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (e) {
        // The provider being down must not lock every shopper out: the per-account and per-IP
        // login limits still stand (decision 0015).
        log.warn({ err: e }, 'anti-bot verification unavailable: login allowed');
        return 'unavailable';
      }
      return isHuman(answer, config.ANTIBOT_MIN_SCORE) ? 'human' : 'refused';
    },
  };
}

/** v3 answers a score and the action the page declared; v2 and Turnstile only `success`. */
function isHuman(answer: SiteverifyAnswer, minScore: number): boolean {
  if (answer.success !== true) return false;
  if (typeof answer.score === 'number' && answer.score < minScore) return false;
  return answer.action === undefined || answer.action === 'login';
}
