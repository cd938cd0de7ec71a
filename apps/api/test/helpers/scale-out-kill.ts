import http from 'node:http';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { shopDate } from '../../src/lib/clock.js';
import { slotOn } from './checkout.js';

/**
 * The clients of the scale-out kill test (scale-out-kill.test.ts): requests to one of several
 * copies of the shop, each on a connection of its own (a killed copy leaves no kept-alive socket
 * behind), and what a failed request tells the client about its effect.
 */

/** An answer, or why there was none: `refused` never reached a server; `cut` may have been applied. */
export type Outcome =
  | { kind: 'answer'; http: number; text: string; status: number | undefined }
  | { kind: 'refused'; error: string }
  | { kind: 'cut'; error: string };

/** The envelope's response.status, when the answer is an envelope. */
function envelopeStatus(text: string): number | undefined {
  try {
    const status = (JSON.parse(text) as { response?: { status?: unknown } }).response?.status;
    return typeof status === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One request to `origin`. Connection refused (nothing listens: the copy is gone) is `refused`;
 * any other failure (reset, the answer cut short, no answer in 30 s) is `cut`.
 */
export function send(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      resolve(o);
    };
    const req = http.request(
      `${origin}/ebsn/api/${path}`,
      {
        method,
        agent: false,
        headers: {
          'x-ebsn-client': 'site',
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => finish({ kind: 'answer', http: res.statusCode ?? 0, text, status: envelopeStatus(text) }));
        res.on('error', (e) => finish({ kind: 'cut', error: e.message }));
        res.on('close', () => finish({ kind: 'cut', error: 'answer cut short' }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish(e.code === 'ECONNREFUSED' ? { kind: 'refused', error: e.message } : { kind: 'cut', error: e.message }),
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${path} in 30 s`)));
    req.end(payload);
  });
}

/** The error code of a refusal envelope (errorsMessage[0].code), for messages and checks. */
export function errorCodeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { response?: { errorsMessage?: Array<{ code?: string }> } }).response
      ?.errorsMessage?.[0]?.code;
  } catch {
    return undefined;
  }
}

/** The order id an accepted checkout/buy answer carries. */
export function orderIdOf(text: string): number | undefined {
  const m = /"orderId":(\d+)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * A slot of store 11 (home delivery, the zone of Milano) two days after `now` (the real clock of
 * the shop's processes), with `capacity`: near enough for the card to be authorised at the buy (a
 * farther slot saves the card instead, decision 0113), its 05:00Z cut-off at least a day ahead.
 */
export function nearSlot(db: Db, capacity: number, now: Date): Promise<{ timeslotId: number; date: string }> {
  return slotOn(db, shopDate(new Date(now.getTime() + 2 * 86_400_000)), capacity);
}

/**
 * Runs a recurring job of the shop now, on whichever running copy takes it (their graphile-worker
 * runners), as its crontab would at its next period: added under its recurring key, then awaited
 * until no run of it is due or running. Fails with the job's error if a run failed.
 */
export async function runRecurringJobNow(db: Db, kind: string, ms = 30_000): Promise<void> {
  const key = `every:${kind}`;
  await sql`select graphile_worker.add_job(${kind}, '{}'::json, queue_name := ${key}, job_key := ${key})`.execute(
    db.kysely,
  );
  const deadline = Date.now() + ms;
  for (;;) {
    const { rows } = await sql<{ due: number; error: string | null }>`
      select count(*) filter (where run_at <= now() or locked_at is not null)::int as due, max(last_error) as error
      from graphile_worker.jobs where key = ${key}`.execute(db.kysely);
    if (rows[0]!.error) throw new Error(`the job ${kind} failed: ${rows[0]!.error}`);
    if (rows[0]!.due === 0) return;
    if (Date.now() > deadline) throw new Error(`the job ${kind} did not run within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
