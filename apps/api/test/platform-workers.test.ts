/* eslint-disable @typescript-eslint/no-explicit-any */
import fs from 'node:fs';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../src/db/database.js';
import { privateDatabaseUrl, startServer } from './helpers/child-server.js';
import { bookkeeping, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * The shop run as two processes on one port (WORKERS=2, decision 0073), started as a real child:
 * both serve, one killed is replaced, and money and capacity stay exact when the requests of one
 * race land in different processes (on SQLite, two writers of one file).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The worker processes of the primary `pid` (Linux). */
const workersOf = (pid: number): number[] =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);

/**
 * One request on a connection of its own: Node's cluster hands each new connection to the next
 * worker, so the requests of a race are shared between the processes.
 */
function send(origin: string, method: string, path: string, cookie: string, body?: unknown): Promise<any> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path.startsWith('/') ? path : `/ebsn/api/${path}`}`,
      {
        method,
        agent: false,
        headers: {
          cookie,
          'x-ebsn-client': 'site',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ http: res.statusCode, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${method} ${path}`)));
    req.end(payload);
  });
}

const status = (a: any) => a.body.response.status;
const errorCodeOf = (a: any) => a.body.response.errorsMessage?.[0]?.code;

async function twoWorkers(): Promise<{ db: Db; child: ChildProcess; origin: string; url: string }> {
  const url = await privateDatabaseUrl(cleanups);
  const db = createDatabase(url);
  cleanups.push(() => db.close());
  const { child, origin } = await startServer(url, { WORKERS: '2' }, /^Pronto su .* \(2 processi\)$/m);
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { db, child, origin, url };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe(`the shop as two processes on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('two processes serve; one killed is replaced; SIGTERM stops them all', { timeout: 60_000 }, async () => {
    const { child, origin } = await twoWorkers();
    const first = workersOf(child.pid!);
    expect(first).toHaveLength(2);

    process.kill(first[0]!, 'SIGKILL');
    // A new process takes the place of the killed one; the other one was never touched.
    await until(() => {
      const now = workersOf(child.pid!);
      return now.length === 2 && !now.includes(first[0]!);
    });
    expect(workersOf(child.pid!)).toContain(first[1]);
    // New connections go to both in turn, the new one once it listens: every one is answered.
    for (let i = 0; i < 6; i++) expect((await send(origin, 'GET', '/healthz', '')).http).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const last = workersOf(child.pid!);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of last) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });

  it('50 adds of one product by one shopper at once, spread over both processes: the exact sum', { timeout: 60_000 }, async () => {
    const { db, origin } = await twoWorkers();
    const slot = await newSlot(db, 5, new Date());
    // The ready cart holds 2 pieces of product 21 (75 in stock).
    const [s] = await readyShoppers(db, 1, slot, { now: new Date() });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(origin, 'POST', 'cart/add', s!.cookie, { items: [{ productId: 21, quantity: 1 }] })),
    );
    expect(answers.map(status)).toEqual(Array(50).fill(0));
    const view = await send(origin, 'GET', 'cart/view', s!.cookie);
    const line = view.body.data.cartItems.find((i: any) => i.product.productId === 21);
    expect(line.quantity).toBe(52);
  });

  it('40 shoppers buying at once for a slot of capacity 5, over both processes: 5 orders, the books balance', { timeout: 60_000 }, async () => {
    const { db, origin } = await twoWorkers();
    const slot = await newSlot(db, 5, new Date());
    const shoppers = await readyShoppers(db, 40, slot, { now: new Date() });
    const q = new URLSearchParams({ payment_type_id: '12', payment_data: CARD_OK });
    const answers = await Promise.all(shoppers.map((s) => send(origin, 'POST', `checkout/buy?${q}`, s.cookie)));
    expect(answers.filter((a) => status(a) === 0)).toHaveLength(5);
    expect(answers.filter((a) => status(a) !== 0).map(errorCodeOf)).toEqual(Array(35).fill('TIMESLOT_FULL'));
    const orders = await db.kysely
      .selectFrom('customer_order')
      .select('order_id')
      .where('timeslot_id', '=', slot.timeslotId)
      .execute();
    expect(orders).toHaveLength(5);
    const books = await bookkeeping(db);
    expect(books.slotMismatches).toEqual([]);
    expect(books.ordersWithoutPayment).toEqual([]);
    expect(books.authorisationsWithoutOrder).toEqual([]);
  });
});
