import { STATUS_MFA_REQUIRED } from '@spesa/domain';
import { ok } from '../../http/envelope.js';

/** The answer of a login's code step (status 4): when a new code can be asked for, and what was sent. */
export function codeStepAnswer(resendAfterSeconds: number, message: string) {
  const answer = ok(
    { mfa: { required: true as const, resendAfterSeconds } },
    { infos: [{ code: 'MFA_REQUIRED', message }] },
  );
  return { ...answer, response: { ...answer.response, status: STATUS_MFA_REQUIRED } };
}
