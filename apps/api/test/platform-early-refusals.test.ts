import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/setup.js';

/** Refusals given before any route runs carry the same security headers as every other answer. */
const t = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.app.server.close());

type Headers = Record<string, unknown>;
function expectSecurityHeaders(headers: Headers) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}

/** A raw HTTP exchange: what Node itself answers to requests it cannot parse. */
function rawRequest(text: string): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('early refusals', () => {
  it('403 CSRF_REFUSED carries the security headers', async () => {
    const res = await t.inject({ method: 'POST', url: '/ebsn/api/auth/logout' });
    expect(res.statusCode).toBe(403);
    expect(res.json().response.errorsMessage[0].code).toBe('CSRF_REFUSED');
    expectSecurityHeaders(res.headers);
  });

  it('419 for an unknown session carries the security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/auth/test', headers: { 'x-ebsn-session': 'A'.repeat(43) } });
    expect(res.statusCode).toBe(419);
    expectSecurityHeaders(res.headers);
  });

  it('a URL that cannot be decoded answers 400 with the envelope and the headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().response.errorsMessage[0]).toEqual({ code: 'BAD_REQUEST', message: 'Richiesta non valida.' });
    expectSecurityHeaders(res.headers);
  });

  it('oversized headers answer 431 with the envelope and the headers', async () => {
    const res = await rawRequest(
      `GET /ebsn/api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).response.errorsMessage[0].code).toBe('HEADERS_TOO_LARGE');
    expectSecurityHeaders(res.headers);
  });

  it('a request line Node cannot read answers 400 with the envelope for API paths', async () => {
    const res = await rawRequest('GET /ebsn/api/products?q=a\u0001b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).response.errorsMessage[0].code).toBe('BAD_REQUEST');
    expectSecurityHeaders(res.headers);
    const page = await rawRequest('GET /pagina\u0001 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(page.status).toBe(400);
    expectSecurityHeaders(page.headers);
  });
});
