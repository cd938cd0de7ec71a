import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing the payment providers' stand-ins share (stripe-standin.ts, paypal-standin.ts): a
 * local HTTP server on a free port, the body read whole, every API request logged (a test counts
 * the calls, and sees which were idempotent replays), and answers that a test can have lost: the
 * request is carried out, then the connection is cut before the answer (what a timeout or a
 * dropped connection does to the caller).
 */
export interface StandinRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  replayed: boolean;
}

export type StandinHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  raw: string,
  url: URL,
) => void | Promise<void>;

/** The server: given a handler, or extended by a stand-in that overrides `handle`. */
export class StandinServer {
  readonly requests: StandinRequest[] = [];
  url = '';
  private server?: http.Server;
  private losing: Array<{ method: string; path: RegExp }> = [];

  constructor(private readonly handler?: StandinHandler) {}

  protected handle(...args: Parameters<StandinHandler>): void | Promise<void> {
    return this.handler?.(...args);
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.read(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next matching request is carried out and its answer lost. */
  loseNextAnswer(method: string, path: RegExp): void {
    this.losing.push({ method, path });
  }

  /** Logs the request and sends its answer, or cuts the connection if that answer is to be lost. */
  answer(
    res: http.ServerResponse,
    call: StandinRequest,
    status: number,
    headers: Record<string, string>,
    body: string,
  ): void {
    this.requests.push(call);
    const lose = this.losing.findIndex((l) => l.method === call.method && l.path.test(call.path));
    if (lose >= 0) {
      this.losing.splice(lose, 1);
      res.socket?.destroy();
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  }

  private async read(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    await this.handle(req, res, Buffer.concat(chunks).toString('utf8'), new URL(req.url ?? '/', this.url));
  }
}

export interface StandinEvent {
  id: string;
  type: string;
  body: string;
  delivered: boolean;
}

export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<{ status: number }>;

/**
 * A provider's webhook events, queued as the provider would send them and delivered when the test
 * says (`flush`), or sent again (the provider retries, or someone replays one), each with the
 * headers the provider signs it with (`headersFor`, asked at each sending).
 */
export class WebhookQueue {
  readonly events: StandinEvent[] = [];

  constructor(
    private readonly headersFor: (body: string) => Record<string, string>,
    public deliver?: WebhookDelivery,
  ) {}

  push(id: string, type: string, body: string): void {
    this.events.push({ id, type, body, delivered: false });
  }

  /** Delivers the events not delivered yet, in order (one POST each); answers their statuses. */
  async flush(): Promise<number[]> {
    const statuses: number[] = [];
    for (const e of this.events.filter((x) => !x.delivered)) {
      statuses.push(await this.send(e));
      e.delivered = true;
    }
    return statuses;
  }

  async send(e: StandinEvent): Promise<number> {
    if (!this.deliver) throw new Error('no webhook delivery configured');
    return (await this.deliver(e.body, this.headersFor(e.body))).status;
  }

  last(type: string): StandinEvent | undefined {
    return this.events.filter((e) => e.type === type).at(-1);
  }
}

/** A request header's value (the first, if repeated). */
export function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** A simple HTML page of a stand-in's hosted page (Italian, like the real ones the shopper sees). */
export function htmlPage(res: http.ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="it"><meta charset="utf-8"><title>${title}</title><main>${body}</main></html>`,
  );
}
