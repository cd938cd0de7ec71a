import { describe, expect, it } from 'vitest';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider } from '../../src/modules/payments/index.js';

/**
 * What every payment provider promises the shop (decision 0109), run against each one: the
 * built-in test provider, Stripe and PayPal (through their stand-ins). The harness plays the parts outside
 * the provider: the shopper on its page, its signed notices, and a look at its own books.
 */
export interface ProviderHarness {
  /** The provider under test (asked for in the tests, once the app and any stand-in run). */
  provider(): PaymentProvider;
  /** The shopper on the provider's page: pays (3-D Secure passed), or is declined and gives up. */
  complete(
    reference: string,
    pending: Extract<AuthoriseResult, { outcome: 'action_required' }>,
    outcome: 'authorised' | 'declined',
  ): Promise<void>;
  /** The provider's signed notice about the attempt, as `verifyFeedback` gets it (webhook or return). */
  notice(reference: string): Promise<Record<string, string | undefined>>;
  /** What the provider's own books say was captured on the hold. */
  captured(providerRef: string): Promise<number>;
  /** How many attempts the provider keeps for our reference (one, however often it was asked). */
  attempts(reference: string): Promise<number>;
  /** The provider acts on the next authorise but its answer is lost on the way (if it can be cut off). */
  loseNextAuthoriseAnswer?(): void;
  /** The refunds the provider's own books hold for a hold, by amount. */
  refunds(providerRef: string): Promise<number[]>;
  /**
   * The provider makes the next refund but its answer is lost on the way (the stand-in drops the
   * connection, or the call throws after it).
   */
  loseNextRefundAnswer(): void;
  /** The payment method the attempts are made with: 'card' unless the provider takes another. */
  method?: AuthoriseRequest['method'];
}

let serial = 0;

export function providerContract(name: string, h: ProviderHarness): void {
  const newReference = () => `k${process.pid}n${++serial}-p1`;
  const request = (reference: string, amountCents: number): AuthoriseRequest => ({
    reference,
    amountCents,
    method: h.method ?? 'card',
  });

  /** An attempt through the provider's page to a hold of `amountCents`. */
  async function held(amountCents: number): Promise<{ reference: string; providerRef: string }> {
    const p = h.provider();
    const reference = newReference();
    const pending = await p.authorise(request(reference, amountCents));
    expect(pending.outcome).toBe('action_required');
    if (pending.outcome !== 'action_required') throw new Error('no page');
    await h.complete(reference, pending, 'authorised');
    const result = await p.lookup(reference);
    if (result?.outcome !== 'authorised') throw new Error(`not authorised: ${JSON.stringify(result)}`);
    return { reference, providerRef: result.providerRef };
  }

  describe(`payment provider contract: ${name}`, () => {
    it('authorise answers the page; the same reference again is the same attempt; paid, it is authorised for the hold', async () => {
      const p = h.provider();
      const reference = newReference();
      expect(await p.lookup(reference)).toBeUndefined();
      const pending = await p.authorise(request(reference, 4_321));
      expect(pending).toMatchObject({ outcome: 'action_required', redirectUrl: expect.any(String) });
      const again = await p.authorise(request(reference, 4_321));
      expect(again.providerRef).toBe(pending.providerRef);
      expect(await p.lookup(reference)).toMatchObject({ outcome: 'action_required' });
      await h.complete(
        reference,
        pending as Extract<AuthoriseResult, { outcome: 'action_required' }>,
        'authorised',
      );
      expect(await p.lookup(reference)).toMatchObject({ outcome: 'authorised', amountCents: 4_321 });
      expect(await h.attempts(reference)).toBe(1);
    });

    it('captures less than the hold: the amount asked, and never twice', async () => {
      const p = h.provider();
      const { providerRef } = await held(5_000);
      expect(await p.capture(providerRef, 3_750)).toEqual({ capturedCents: 3_750 });
      expect(await h.captured(providerRef)).toBe(3_750);
      // Asked again (a retry after a crash): refused, or the first capture's answer; never more taken.
      const again = await p.capture(providerRef, 3_750).catch((e: Error) => e);
      if (!(again instanceof Error)) expect(again).toEqual({ capturedCents: 3_750 });
      expect(await h.captured(providerRef)).toBe(3_750);
    });

    it('never captures above the hold: asking more takes at most the hold', async () => {
      const p = h.provider();
      const { providerRef } = await held(2_000);
      const more = await p.capture(providerRef, 2_001).catch((e: Error) => e);
      if (!(more instanceof Error)) expect(more.capturedCents).toBeLessThanOrEqual(2_000);
      const taken = await h.captured(providerRef);
      expect(taken).toBeLessThanOrEqual(2_000);
      if (!(more instanceof Error)) expect(taken).toBe(more.capturedCents);
    });

    it('void releases the hold: declined from then on, no capture after it, a second void is harmless', async () => {
      const p = h.provider();
      const { reference, providerRef } = await held(3_000);
      await p.void(providerRef);
      expect(await p.lookup(reference)).toMatchObject({ outcome: 'declined' });
      await expect(p.capture(providerRef, 100)).rejects.toThrow();
      await p.void(providerRef);
      expect(await h.captured(providerRef)).toBe(0);
    });

    it('void while the shopper is still on the page closes the page: the attempt ends declined', async () => {
      const p = h.provider();
      const reference = newReference();
      const pending = await p.authorise(request(reference, 1_500));
      await p.void(pending.providerRef);
      expect(await p.lookup(reference)).toMatchObject({ outcome: 'declined' });
    });

    it('a card declined on the page, given up: the attempt ends declined', async () => {
      const p = h.provider();
      const reference = newReference();
      const pending = await p.authorise(request(reference, 1_500));
      await h.complete(
        reference,
        pending as Extract<AuthoriseResult, { outcome: 'action_required' }>,
        'declined',
      );
      expect(await p.lookup(reference)).toMatchObject({ outcome: 'declined' });
    });

    it('a notice told twice names the same attempt and finds it as it was; a forged one names none', async () => {
      const p = h.provider();
      const { reference, providerRef } = await held(2_500);
      const notice = await h.notice(reference);
      expect(p.verifyFeedback(notice)).toBe(reference);
      const first = await p.lookup(reference);
      expect(p.verifyFeedback(notice)).toBe(reference);
      expect(await p.lookup(reference)).toEqual(first);
      expect(first).toMatchObject({ outcome: 'authorised', providerRef, amountCents: 2_500 });
      // Every signed value altered at its last hex digit: the proof no longer holds.
      const forged = Object.fromEntries(
        Object.entries(notice).map(([k, v]) => [k, v?.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0'))]),
      );
      expect(p.verifyFeedback(forged)).toBeUndefined();
      expect(p.verifyFeedback({})).toBeUndefined();
    });

    it('a lost answer retried with the same reference authorises once', async () => {
      const p = h.provider();
      const reference = newReference();
      h.loseNextAuthoriseAnswer?.();
      const first = await p.authorise(request(reference, 6_000)).catch((e: Error) => e);
      const second = await p.authorise(request(reference, 6_000));
      if (!(first instanceof Error)) expect(first.providerRef).toBe(second.providerRef);
      expect(second.outcome).toBe('action_required');
      await h.complete(
        reference,
        second as Extract<AuthoriseResult, { outcome: 'action_required' }>,
        'authorised',
      );
      expect(await p.authorise(request(reference, 6_000))).toMatchObject({
        outcome: 'authorised',
        amountCents: 6_000,
      });
      expect(await h.attempts(reference)).toBe(1);
    });

    it('refunds at most what was captured', async () => {
      const p = h.provider();
      const { reference, providerRef } = await held(4_000);
      await p.capture(providerRef, 3_000);
      expect(await p.refund(providerRef, 1_000, `${reference}/refund-1`)).toEqual({ refundedCents: 1_000 });
      await expect(p.refund(providerRef, 2_001, `${reference}/refund-2`)).rejects.toThrow();
      expect(await p.refund(providerRef, 2_000, `${reference}/refund-3`)).toEqual({ refundedCents: 2_000 });
      expect(await h.refunds(providerRef)).toEqual([1_000, 2_000]);
    });

    it('a refund whose answer is lost, asked again with the same refund reference, refunds once', async () => {
      const p = h.provider();
      const { reference, providerRef } = await held(4_000);
      await p.capture(providerRef, 3_000);
      const refundRef = `${reference}/refund-1`;
      h.loseNextRefundAnswer();
      const first = await p.refund(providerRef, 3_000, refundRef).catch((e: Error) => e);
      if (!(first instanceof Error)) expect(first).toEqual({ refundedCents: 3_000 });
      // Our retry (the same refund, so the same key): the first refund's answer, nothing more given back.
      expect(await p.refund(providerRef, 3_000, refundRef)).toEqual({ refundedCents: 3_000 });
      expect(await h.refunds(providerRef)).toEqual([3_000]);
      // Another refund (another reference) finds nothing left to give back.
      await expect(p.refund(providerRef, 1, `${reference}/refund-2`)).rejects.toThrow();
      expect(await h.refunds(providerRef)).toEqual([3_000]);
    });
  });
}
