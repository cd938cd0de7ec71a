import type { FastifyInstance } from 'fastify';

/**
 * Request headers of spec section 7 that clients send on every call. They are optional for
 * reading; `X-Ebsn-Lang` picks the language of messages (only 'it' today), `X-Ebsn-Client` is
 * required on state-changing calls by the CSRF guard (accounts area).
 */
export const CLIENT_HEADERS = {
  client: 'x-ebsn-client',
  clientUuid: 'x-ebsn-client-uuid',
  version: 'x-ebsn-version',
  lang: 'x-ebsn-lang',
  account: 'x-ebsn-account',
  session: 'x-ebsn-session',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    client: { type?: string; uuid?: string; version?: string; lang: string };
  }
}

export function registerClientHeaders(app: FastifyInstance): void {
  app.decorateRequest('client', null as never);
  app.addHook('onRequest', async (request) => {
    const h = request.headers;
    const pick = (name: string) => {
      const v = h[name];
      return typeof v === 'string' && v.length <= 200 ? v : undefined;
    };
    request.client = {
      type: pick(CLIENT_HEADERS.client),
      uuid: pick(CLIENT_HEADERS.clientUuid),
      version: pick(CLIENT_HEADERS.version),
      lang: 'it',
    };
  });
}
