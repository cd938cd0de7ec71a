import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr/entry-server.js). */
interface ServerEntry {
  configure(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: string,
    signal: AbortSignal,
    visitor: Visitor,
  ): Promise<{ body: Readable; state: string; styles: string; modules?: string[] } | null>;
}

/** What of a visitor's request their page depends on besides the URL (decision 0070). */
export interface Visitor {
  /** The request's cookie holds the shopper's cookie choice: the page has no cookie notice. */
  consentChoiceMade: boolean;
}

/**
 * The storefront's server renderer, loaded from its build on first use. Its API calls are
 * answered by this process (Fastify's injection: the same routes, answer cache and envelope, no
 * socket and no round trip through the network). Without a build it renders nothing and pages
 * are sent for the browser to render, as before.
 */
export class PageRenderer {
  private entry: Promise<ServerEntry | null> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly file: string,
  ) {}

  private load(): Promise<ServerEntry | null> {
    this.entry ??= (async () => {
      if (!fs.existsSync(this.file)) return null;
      const entry = (await import(pathToFileURL(this.file).href)) as ServerEntry;
      entry.configure((url, init) => this.answer(url, init));
      return entry;
    })().catch((error: unknown) => {
      this.app.log.error({ err: error }, 'storefront server renderer not loaded');
      return null;
    });
    return this.entry;
  }

  private async answer(url: string, init: RequestInit): Promise<Response> {
    const res = await this.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: new URL(url, 'http://localhost').pathname + new URL(url, 'http://localhost').search,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers });
  }

  /** The page's markup and data, or null when it is not a server-rendered page (or failed). */
  async render(url: string, signal: AbortSignal, visitor: Visitor) {
    const entry = await this.load();
    if (!entry) return null;
    try {
      return await entry.render(url, signal, visitor);
    } catch (error) {
      // The browser can still render the page: a rendering fault costs speed, not the page.
      this.app.log.error({ err: error, url }, 'storefront page not rendered on the server');
      return null;
    }
  }
}
