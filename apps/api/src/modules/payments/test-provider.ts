import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { compiledOnce } from '../../db/precompiled.js';
import type { TestProviderPaymentTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthoriseRequest, AuthoriseResult, PaymentProvider, SavedCardInfo } from './provider.js';
import { testCardKind, TEST_CARDS } from './test-cards.js';

type NewPayment = Insertable<TestProviderPaymentTable>;

/** The test provider's refunds, one per refund key (migration 0042): its own table, typed here. */
interface TestProviderRefundTable {
  refund_key: string;
  provider_ref: string;
  amount_cents: number;
  created_at: string;
}
type RefundTables = { test_provider_refund: TestProviderRefundTable };

// Run by every card payment: compiled once (db/precompiled.ts).
interface PaymentRow {
  reference: string;
  providerRef: string;
  method: NewPayment['method'];
  state: NewPayment['state'];
  amountCents: number;
  cardToken: string | null;
  last4: string | null;
  pageToken: string | null;
  payer: string | null;
  at: string;
}

const insertPayment = compiledOnce(
  (
    k,
    {
      reference,
      providerRef,
      method,
      state,
      amountCents,
      cardToken,
      last4,
      pageToken,
      payer,
      at,
    }: PaymentRow,
  ) =>
    k
      .insertInto('test_provider_payment')
      .values({
        reference,
        provider_ref: providerRef,
        method,
        state,
        amount_cents: amountCents,
        card_token: cardToken,
        card_last4: last4,
        page_token: pageToken,
        payer,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll(),
);

/**
 * The provider that runs by default: it keeps its books in its own table (as a real provider keeps
 * them on its side) and always through the outer handle, never a transaction of ours. Under the
 * test guard that makes a call from inside an open transaction throw.
 *
 * Cards it needs the shopper for (no card given, the 3-D Secure card, PayPal) answer
 * `action_required` with the hosted test page; the page then sends the browser back to the shop's
 * feedback call, signed.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
    /** Path of the hosted page, e.g. /ebsn/api/payment/test-page. */
    private readonly pagePath: string,
    /** How long its holds last (PAYMENT_TEST_HOLD_DAYS): Stripe's, so far slots are tried without it. */
    readonly holdLastsDays = 6,
  ) {}

  async authorise(req: AuthoriseRequest): Promise<AuthoriseResult> {
    const now = this.now();
    const providerRef = `tp_${randomBytes(9).toString('hex')}`;
    const card = req.cardToken ? await this.cardOfToken(req.cardToken) : undefined;
    const number = req.cardNumber ?? card?.number;
    // A slot beyond the hold's life: the card is saved (checked as a hold is), nothing held.
    const setup = req.method === 'card' && !req.offSession && this.lapsesBefore(req.holdNeededUntil);
    let state: 'pending_action' | 'authorised' | 'declined';
    if (req.method === 'paypal' || number === undefined) state = 'pending_action';
    else {
      const kind = testCardKind(number);
      state = kind === 'success' ? 'authorised' : kind === 'confirm' ? 'pending_action' : 'declined';
    }
    // Off-session nobody can confirm on the page: the issuer's question is a refusal.
    if (req.offSession && state === 'pending_action') state = 'declined';
    const last4 = number?.slice(-4) ?? null;
    // The reference is the idempotency key: a second call finds the first one's record.
    const keep = state === 'authorised' && (req.saveCard || setup) && number && !req.cardToken;
    const cardToken = keep ? tokenFor(number) : (req.cardToken ?? null);
    // The hosted page answers only this attempt's unguessable token (references are guessable).
    const pageToken = state === 'pending_action' ? randomBytes(24).toString('base64url') : null;
    const [inserted] = await insertPayment(this.db, {
      reference: req.reference,
      providerRef,
      method: setup ? (req.saveCard ? SETUP_KEEP : SETUP) : req.method,
      state,
      // A saving holds nothing: nothing of it can be captured.
      amountCents: setup ? 0 : req.amountCents,
      cardToken,
      last4,
      pageToken,
      payer: req.payer ?? null,
      at: now,
    });
    // Nothing returned: the reference was known, the first call's record answers.
    const result = inserted ? this.resultOf(inserted) : await this.lookup(req.reference);
    if (!result) throw new Error(`test provider lost payment ${req.reference}`);
    return result;
  }

  /** The hold would end before `until`: the provider saves the card instead (decision 0113). */
  private lapsesBefore(until: string | undefined): boolean {
    if (until === undefined) return false;
    return this.clock.now().getTime() + this.holdLastsDays * DAY_MS < Date.parse(until);
  }

  async lookup(reference: string): Promise<AuthoriseResult | undefined> {
    const row = await this.db.kysely
      .selectFrom('test_provider_payment')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row && this.resultOf(row);
  }

  /** What a payment's record says to the shop. */
  private resultOf(row: Selectable<TestProviderPaymentTable>): AuthoriseResult {
    const reference = row.reference;
    const setup = row.method === SETUP || row.method === SETUP_KEEP;
    if (setup && row.state === 'authorised' && row.card_token) {
      const card: SavedCardInfo | undefined =
        row.method === SETUP_KEEP && row.card_last4
          ? { token: row.card_token, brand: 'VISA', last4: row.card_last4, expiry: '12/2030' }
          : undefined;
      return { outcome: 'saved', providerRef: row.provider_ref, token: row.card_token, card };
    }
    if (row.state === 'authorised') {
      const card: SavedCardInfo | undefined =
        row.card_token && row.card_last4
          ? { token: row.card_token, brand: 'VISA', last4: row.card_last4, expiry: '12/2030' }
          : undefined;
      return { outcome: 'authorised', providerRef: row.provider_ref, amountCents: row.amount_cents, card };
    }
    if (row.state === 'pending_action') {
      return {
        outcome: 'action_required',
        providerRef: row.provider_ref,
        redirectUrl: `${this.pagePath}?reference=${encodeURIComponent(reference)}&token=${row.page_token ?? ''}`,
      };
    }
    return { outcome: 'declined', providerRef: row.provider_ref, reason: row.state };
  }

  async capture(providerRef: string, amountCents: number): Promise<{ capturedCents: number }> {
    // Never more than authorised: the conditional update (and the table's check) refuse it.
    const r = await this.db.kysely
      .updateTable('test_provider_payment')
      .set({ captured_cents: amountCents, updated_at: this.now() })
      .where('provider_ref', '=', providerRef)
      .where('state', '=', 'authorised')
      .where('amount_cents', '>=', amountCents)
      .where('captured_cents', '=', 0)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new Error('capture refused');
    return { capturedCents: amountCents };
  }

  async void(providerRef: string): Promise<void> {
    await this.db.kysely
      .updateTable('test_provider_payment')
      .set({ state: 'voided', updated_at: this.now() })
      .where('provider_ref', '=', providerRef)
      .where('captured_cents', '=', 0)
      .where('state', 'in', ['authorised', 'pending_action'])
      .execute();
  }

  /**
   * Gives back part of the capture, at most what is left; `refundRef` is the refund's key: asked
   * again (a lost answer), the same refund answers, nothing more is given back (decision 0121).
   */
  async refund(providerRef: string, amountCents: number, refundRef: string): Promise<{ refundedCents: number }> {
    return inTransaction(this.db, async (tx) => {
      const refunds = tx.kysely.withTables<RefundTables>();
      const [fresh] = await refunds
        .insertInto('test_provider_refund')
        .values({ refund_key: refundRef, provider_ref: providerRef, amount_cents: amountCents, created_at: this.now() })
        .onConflict((oc) => oc.column('refund_key').doNothing())
        .returning('amount_cents')
        .execute();
      if (!fresh) {
        const first = await refunds
          .selectFrom('test_provider_refund')
          .select(['provider_ref', 'amount_cents'])
          .where('refund_key', '=', refundRef)
          .executeTakeFirstOrThrow();
        // The same key for another refund: refused, as Stripe and PayPal refuse it.
        if (first.provider_ref !== providerRef || first.amount_cents !== amountCents)
          throw new Error('refund refused: key used for another refund');
        return { refundedCents: first.amount_cents };
      }
      const r = await tx.kysely
        .updateTable('test_provider_payment')
        .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents), updated_at: this.now() }))
        .where('provider_ref', '=', providerRef)
        .where((eb) => eb(eb('refunded_cents', '+', amountCents), '<=', eb.ref('captured_cents')))
        .executeTakeFirst();
      // Rolled back with the refund's row: the key stays free for a refund that can be made.
      if (Number(r.numUpdatedRows) !== 1 || !(amountCents > 0)) throw new Error('refund refused');
      return { refundedCents: amountCents };
    });
  }

  /** The hosted page's outcome for a pending attempt (the shopper paid, was refused, or gave up). */
  async settle(reference: string, outcome: 'authorised' | 'declined', cardNumber?: string, save = false) {
    // A saving (decision 0113) keeps the card whatever the box said: the cut-off authorises it.
    const setup = await this.db.kysely
      .selectFrom('test_provider_payment')
      .select('method')
      .where('reference', '=', reference)
      .where('method', 'in', [SETUP, SETUP_KEEP])
      .executeTakeFirst();
    if (setup) save = true;
    await this.db.kysely
      .updateTable('test_provider_payment')
      .set({
        state: outcome,
        card_last4: cardNumber ? cardNumber.slice(-4) : undefined,
        card_token: outcome === 'authorised' && save && cardNumber ? tokenFor(cardNumber) : undefined,
        updated_at: this.now(),
      })
      .where('reference', '=', reference)
      .where('state', '=', 'pending_action')
      .execute();
  }

  /**
   * The attempt the hosted page may show or settle: only with the attempt's own token and from
   * the session that started it (a guessed reference, or another shopper's link, finds nothing).
   */
  async pending(reference: string, token: string, payer: string | undefined) {
    const row = await this.db.kysely
      .selectFrom('test_provider_payment')
      .select(['reference', 'method', 'state', 'amount_cents', 'card_token', 'page_token', 'payer'])
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!row || !sameSecret(row.page_token, token)) return undefined;
    if (row.payer !== null && row.payer !== payer) return undefined;
    return row;
  }

  /** The card number behind a token the test provider gave (saved cards). */
  async cardOfToken(token: string): Promise<{ number: string } | undefined> {
    const kind = /^tok_(success|declined|confirm)_/.exec(token)?.[1] as keyof typeof TEST_CARDS | undefined;
    return kind ? { number: TEST_CARDS[kind] } : undefined;
  }

  sign(reference: string): string {
    return createHmac('sha256', this.secret).update(reference).digest('hex');
  }

  verifyFeedback(params: Record<string, string | undefined>): string | undefined {
    const { reference, sig } = params;
    if (!reference || !sig || !/^[0-9a-f]{64}$/.test(sig)) return undefined;
    const ok = timingSafeEqual(Buffer.from(this.sign(reference), 'hex'), Buffer.from(sig, 'hex'));
    return ok ? reference : undefined;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function sameSecret(expected: string | null, given: string): boolean {
  const a = Buffer.from(expected ?? '');
  const b = Buffer.from(given);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** `method` of a saving instead of a hold (decision 0113); `-keep` when the shopper keeps the card. */
const SETUP = 'setup';
const SETUP_KEEP = 'setup-keep';
const DAY_MS = 86_400_000;

function tokenFor(number: string): string {
  return `tok_${testCardKind(number)}_${randomBytes(6).toString('hex')}`;
}
