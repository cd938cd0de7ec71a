import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { createDatabase, type Db } from '../src/db/database.js';
import { privateDatabaseUrl, startServer } from './helpers/child-server.js';
import { bookkeeping, CARD_OK, readyShoppers, type Shopper } from './helpers/checkout.js';
import { errorCodeOf, nearSlot, orderIdOf, runRecurringJobNow, send, type Outcome } from './helpers/scale-out-kill.js';

/**
 * Production shape (docs/operating.md, "Several processes"): three copies of the shop, each its
 * own process on its own port, on one PostgreSQL database, as several machines behind a load
 * balancer would be. Shoppers (sessions in the database) add to their carts and buy (card, test
 * provider, one slot) with every request sent to the next copy in turn; one copy is killed with
 * SIGKILL while it has requests in flight, and the load goes on against the two others with the
 * same sessions. A client whose request was cut retries a buy with its Idempotency-Key on a
 * survivor, and an add only when the request never reached a server (refused). Then, once the
 * survivors' own checkout sweep (their recurring job) has run, the database must show nothing
 * lost and nothing doubled.
 *
 * PostgreSQL only: on SQLite the shop is one file on one machine (several processes of one machine
 * are platform-workers.test.ts).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const COPIES = 3;
const SHOPPERS = 30;
const CAPACITY = 24;
/** The product the adds add (a piece; the ready cart holds 2 of it, 75 in stock). */
const PRODUCT = 21;
const READY_PIECES = 2;
/** Shopper i adds 1 + (i % ADD_SPREAD) times before buying: buys run all through the load. */
const ADD_SPREAD = 8;
const VICTIM = 0;
/** How old a buy between its phases must be for the sweep to finish or undo it. */
const SWEEP_AFTER_SECONDS = 2;

interface Client {
  shopper: Shopper;
  key: string;
  /** Adds answered "done" (status 0), and adds whose request was cut (their effect unknown). */
  addsAcked: number;
  addsCut: number;
  /** The buy's last answer, or its last failure. */
  buy: Outcome | null;
  buyAttempts: number;
}

describe.skipIf(!onPostgres)(
  'three copies of the shop on one PostgreSQL database, one killed with SIGKILL mid-load (skipped on SQLite: one file on one machine)',
  () => {
    it(
      'nothing lost, nothing doubled; every session answered by the survivors',
      { timeout: 120_000 },
      async () => {
        const began = performance.now();
        const since = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;
        const url = await privateDatabaseUrl(cleanups);
        const db: Db = createDatabase(url);
        cleanups.push(() => db.close());
        const slot = await nearSlot(db, CAPACITY, new Date());
        const shoppers = await readyShoppers(db, SHOPPERS, slot, { now: new Date() });

        const copies = await Promise.all(
          Array.from({ length: COPIES }, async () => {
            // Each copy runs the background jobs as in production: the survivors' sweep finishes
            // what the victim left half-way. A buy counts as left after SWEEP_AFTER_SECONDS.
            const started = await startServer(url, {
              JOBS_POLL_SECONDS: '1',
              CHECKOUT_SWEEP_AFTER_SECONDS: String(SWEEP_AFTER_SECONDS),
            });
            cleanups.push(async () => {
              if (started.child.exitCode === null && started.child.signalCode === null)
                started.child.kill('SIGKILL');
            });
            return started;
          }),
        );
        const ready = since();
        const victim: ChildProcess = copies[VICTIM]!.child;
        const victimGone = new Promise<NodeJS.Signals | null>((resolve) =>
          victim.once('exit', (_code, signal) => resolve(signal)),
        );

        // Requests go round the copies; once a request to a copy fails (refused or cut), the
        // clients leave that copy out, as a load balancer's health check would.
        const gone = new Set<number>();
        const inFlight = Array<number>(COPIES).fill(0);
        const planned = shoppers.reduce((n, _s, i) => n + 1 + (i % ADD_SPREAD) + 1, 0);
        let finished = 0;
        let killedAt: number | null = null;
        let killedAtMs: number | null = null;
        let servedByVictim = 0;
        const connectionFailures: string[] = [];

        /** SIGKILL the victim once a quarter of the load is done and it has a request in flight. */
        const maybeKill = () => {
          if (killedAt === null && finished >= planned / 4 && inFlight[VICTIM]! > 0) {
            killedAt = finished;
            killedAtMs = Date.now();
            victim.kill('SIGKILL');
          }
        };

        async function request(
          turn: number,
          method: 'GET' | 'POST',
          path: string,
          s: Shopper,
          extra: Record<string, string> = {},
          body?: unknown,
        ): Promise<{ copy: number; outcome: Outcome }> {
          if (gone.size === COPIES) throw new Error(`no copy left: ${connectionFailures.join('; ')}`);
          let copy = turn % COPIES;
          while (gone.has(copy)) copy = (copy + 1) % COPIES;
          inFlight[copy]!++;
          const pending = send(copies[copy]!.origin, method, path, { cookie: s.cookie, ...extra }, body);
          maybeKill();
          const outcome = await pending;
          inFlight[copy]!--;
          finished++;
          if (outcome.kind === 'answer' && copy === VICTIM) servedByVictim++;
          if (outcome.kind !== 'answer') {
            gone.add(copy);
            connectionFailures.push(`${method} ${path} on copy ${copy}: ${outcome.kind} (${outcome.error})`);
          }
          return { copy, outcome };
        }

        const buyPath = `checkout/buy?${new URLSearchParams({ payment_type_id: '12', payment_data: CARD_OK })}`;

        async function buy(c: Client, turn: number): Promise<void> {
          // A buy is idempotent (its key): a request cut or refused is sent again to a survivor.
          for (let attempt = 0; attempt < COPIES; attempt++) {
            c.buyAttempts++;
            const { outcome } = await request(turn + attempt, 'POST', buyPath, c.shopper, {
              'idempotency-key': c.key,
            });
            c.buy = outcome;
            if (outcome.kind === 'answer') return;
          }
        }

        async function shop(c: Client, i: number): Promise<void> {
          let turn = i;
          for (let a = 0; a < 1 + (i % ADD_SPREAD); a++) {
            // An add is not idempotent: sent again only when it never reached a server.
            for (;;) {
              const { outcome } = await request(turn++, 'POST', 'cart/add', c.shopper, {}, {
                items: [{ productId: PRODUCT, quantity: 1 }],
              });
              if (outcome.kind === 'refused') continue;
              if (outcome.kind === 'cut') c.addsCut++;
              else if (outcome.status === 0) c.addsAcked++;
              else throw new Error(`cart/add refused: ${outcome.text.slice(0, 300)}`);
              break;
            }
          }
          await buy(c, turn);
        }

        const clients: Client[] = shoppers.map((shopper, i) => ({
          shopper,
          key: `scale-out-${i}`,
          addsAcked: 0,
          addsCut: 0,
          buy: null,
          buyAttempts: 0,
        }));
        await Promise.all(clients.map((c, i) => shop(c, i)));
        const loaded = since();

        // The kill happened mid-load and cost requests; the victim is gone, by SIGKILL.
        expect(killedAt, 'the victim was never killed').not.toBeNull();
        expect(killedAt!).toBeLessThan(planned);
        expect(servedByVictim).toBeGreaterThan(0);
        expect(connectionFailures.length, 'no request was in flight on the killed copy').toBeGreaterThan(0);
        expect(await victimGone).toBe('SIGKILL');
        const survivors = copies.filter((_c, i) => i !== VICTIM);

        // The survivors' checkout sweep (their recurring job, run by graphile-worker on whichever
        // survivor takes it) finishes a buy the victim left half-way (authorised at the provider)
        // or undoes it, once the buy is older than the sweep waits for; run now rather than at
        // the crontab's next period.
        const sweepFrom = killedAtMs! + SWEEP_AFTER_SECONDS * 1000 + 500;
        if (Date.now() < sweepFrom) await new Promise((resolve) => setTimeout(resolve, sweepFrom - Date.now()));
        const betweenPhases = await db.kysely
          .selectFrom('customer_order')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', 'in', shoppers.map((s) => s.userId))
          .where('order_status_id', '=', ORDER_STATUS.awaitingPayment)
          .executeTakeFirstOrThrow();
        await runRecurringJobNow(db, 'checkout-sweep');
        const retried = clients.filter(
          (c) => c.buy?.kind !== 'answer' || errorCodeOf(c.buy.text) === 'IDEMPOTENCY_IN_PROGRESS',
        ).length;

        // Buys with no answer yet (cut, or still "in progress" when asked again) are asked again,
        // with the same key, of a survivor: now each has its answer.
        for (const [i, c] of clients.entries()) {
          const settled = c.buy?.kind === 'answer' && errorCodeOf(c.buy.text) !== 'IDEMPOTENCY_IN_PROGRESS';
          if (settled) continue;
          c.buy = await send(survivors[i % survivors.length]!.origin, 'POST', buyPath, {
            cookie: c.shopper.cookie,
            'idempotency-key': c.key,
          });
        }
        const answers = clients.map((c) => c.buy!);
        console.info(
          `scale-out kill: ${planned} requests planned, the copy killed after ${killedAt} had ended; ` +
            `${connectionFailures.length} connections lost (${connectionFailures.slice(0, 3).join('; ')}); ` +
            `buys sent more than once ${clients.filter((c) => c.buyAttempts > 1).length}; ${betweenPhases.n} left between phases, then swept by a survivor's job; ` +
            `buys asked again after it ${retried}; adds cut ${clients.reduce((n, c) => n + c.addsCut, 0)}; ` +
            `copies ready at ${ready}, load done at ${loaded}`,
        );
        const unanswered = answers.filter((a) => a.kind !== 'answer');
        expect(unanswered, 'every buy has an answer from a survivor').toEqual([]);
        const texts = answers.map((a) => (a.kind === 'answer' ? a.text : ''));
        const accepted = clients.flatMap((c, i) =>
          answers[i]!.kind === 'answer' && (answers[i] as { status?: number }).status === 0
            ? [{ c, orderId: orderIdOf(texts[i]!) }]
            : [],
        );
        // The others were refused for the one reason there is: the slot is full.
        const refusals = texts.filter((_t, i) => (answers[i] as { status?: number }).status !== 0);
        expect(refusals.map(errorCodeOf)).toEqual(Array(refusals.length).fill('TIMESLOT_FULL'));
        expect(accepted.length).toBeGreaterThan(0);
        expect(accepted.length).toBeLessThanOrEqual(CAPACITY);
        for (const a of accepted) expect(a.orderId, 'an accepted buy names its order').toBeTypeOf('number');
        const acceptedIds = accepted.map((a) => a.orderId!);
        expect(new Set(acceptedIds).size, 'two shoppers were answered the same order').toBe(acceptedIds.length);

        // In the database. No order doubled: one live order at most per shopper, and an accepted
        // shopper's is the one it was answered.
        const userIds = shoppers.map((s) => s.userId);
        const orders = await db.kysely
          .selectFrom('customer_order')
          .select(['order_id', 'user_id', 'order_status_id', 'cart_id'])
          .where('user_id', 'in', userIds)
          .execute();
        const live = orders.filter((o) => o.order_status_id !== ORDER_STATUS.cancelled);
        const liveByUser = new Map<number, number[]>();
        for (const o of live) liveByUser.set(o.user_id, [...(liveByUser.get(o.user_id) ?? []), o.order_id]);
        for (const [user, ids] of liveByUser) expect(ids, `orders of user ${user}`).toHaveLength(1);
        expect(live.map((o) => o.order_id).sort((a, b) => a - b)).toEqual([...acceptedIds].sort((a, b) => a - b));

        // Every accepted order exactly once, placed, with its ledger events and its slot booking.
        const ledger = await db.kysely
          .selectFrom('payment_transaction')
          .select(['order_id', 'event_ref'])
          .where('order_id', 'in', acceptedIds)
          .execute();
        const bookings = await db.kysely
          .selectFrom('slot_booking')
          .select(['order_id', 'timeslot_id'])
          .where('timeslot_id', '=', slot.timeslotId)
          .execute();
        const lines = await db.kysely
          .selectFrom('order_line')
          .select(['order_id', 'quantity_milli'])
          .where('order_id', 'in', acceptedIds)
          .where('product_id', '=', PRODUCT)
          .execute();
        for (const { c, orderId } of accepted) {
          const rows = orders.filter((o) => o.order_id === orderId);
          expect(rows, `order ${orderId}`).toHaveLength(1);
          expect(rows[0]!.user_id).toBe(c.shopper.userId);
          expect(rows[0]!.order_status_id).toBe(ORDER_STATUS.ordered);
          const events = ledger.filter((l) => l.order_id === orderId).map((l) => l.event_ref.split('/').at(-1));
          const seen = `ledger of order ${orderId}: ${events.join(', ')} (buy sent ${c.buyAttempts} times)`;
          expect(events.filter((e) => e === 'start'), seen).toHaveLength(1);
          expect(events.filter((e) => e === 'authorised'), seen).toHaveLength(1);
          expect(bookings.filter((b) => b.order_id === orderId), `booking of order ${orderId}`).toHaveLength(1);
          // The adds: every one answered is in the order, none twice; a cut one at most once.
          const line = lines.filter((l) => l.order_id === orderId);
          expect(line).toHaveLength(1);
          const pieces = line[0]!.quantity_milli / 1000;
          expect(pieces).toBeGreaterThanOrEqual(READY_PIECES + c.addsAcked);
          expect(pieces).toBeLessThanOrEqual(READY_PIECES + c.addsAcked + c.addsCut);
        }
        // The shoppers refused (slot full) keep their carts with the same rule for their adds.
        const refused = clients.filter((c) => !accepted.some((a) => a.c === c));
        const cartLines = await db.kysely
          .selectFrom('cart_item')
          .select(['cart_id', 'quantity_milli'])
          .where('cart_id', 'in', refused.length > 0 ? refused.map((c) => c.shopper.cartId) : [-1])
          .where('product_id', '=', PRODUCT)
          .execute();
        for (const c of refused) {
          const line = cartLines.filter((l) => l.cart_id === c.shopper.cartId);
          expect(line).toHaveLength(1);
          const pieces = line[0]!.quantity_milli / 1000;
          expect(pieces).toBeGreaterThanOrEqual(READY_PIECES + c.addsAcked);
          expect(pieces).toBeLessThanOrEqual(READY_PIECES + c.addsAcked + c.addsCut);
        }

        // No slot over capacity, its counter equal to its bookings, each booking a live order.
        const { booked, capacity } = await db.kysely
          .selectFrom('timeslot')
          .select(['booked', 'capacity'])
          .where('timeslot_id', '=', slot.timeslotId)
          .executeTakeFirstOrThrow();
        expect(Number(booked)).toBeLessThanOrEqual(Number(capacity));
        expect(Number(booked)).toBe(bookings.length);
        expect(bookings.map((b) => b.order_id).sort((a, b) => a - b)).toEqual(
          [...acceptedIds].sort((a, b) => a - b),
        );
        // No payment without an order (nor an order without its payment record).
        const books = await bookkeeping(db);
        expect(books.slotMismatches).toEqual([]);
        expect(books.ordersWithoutPayment).toEqual([]);
        expect(books.authorisationsWithoutOrder).toEqual([]);
        const orphanLedger = await db.kysely
          .selectFrom('payment_transaction as p')
          .leftJoin('customer_order as o', 'o.order_id', 'p.order_id')
          .select('p.order_transaction_id')
          .where('o.order_id', 'is', null)
          .execute();
        expect(orphanLedger).toEqual([]);
        // No key doubled or left running.
        const keys = await db.kysely
          .selectFrom('idempotency_key')
          .select(['user_id', 'idem_key', 'state', 'order_id'])
          .where('user_id', 'in', userIds)
          .execute();
        expect(keys.filter((k) => k.state !== 'done')).toEqual([]);
        expect(keys.filter((k) => k.order_id !== null).map((k) => k.order_id).sort((a, b) => a! - b!)).toEqual(
          [...acceptedIds].sort((a, b) => a - b),
        );

        // Every session answered by each survivor: the same shopper, wherever the request lands.
        const sessions = await Promise.all(
          shoppers.flatMap((s) =>
            survivors.map(async (copy) => {
              const who = await send(copy.origin, 'GET', 'auth/test', { cookie: s.cookie });
              const text = who.kind === 'answer' ? who.text : '{}';
              const user = (JSON.parse(text) as { data?: { user?: { userId?: number } } }).data?.user;
              return { expected: s.userId, answered: user?.userId };
            }),
          ),
        );
        expect(sessions.filter((a) => a.answered !== a.expected)).toEqual([]);
        expect(sessions).toHaveLength(SHOPPERS * survivors.length);
      },
    );
  },
);

