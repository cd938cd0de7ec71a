import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { failure } from './envelope.js';
import { ERROR_MESSAGES } from '@spesa/domain';

/**
 * The security headers (helmet) of every answer, including the ones given before any route runs:
 * a URL Fastify cannot decode and a request Node refuses while parsing it (headers too large).
 */

/** reCAPTCHA's script and frame (decision 0015), allowed only when the anti-bot check is on. */
const ANTIBOT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

export function helmetOptions(config: Config) {
  const antibot = config.ANTIBOT_SECRET ? ANTIBOT_SOURCES : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...antibot],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', ...antibot],
        connectSrc: ["'self'", ...antibot],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The login popups of Google and Facebook (decision 0014) report back to the page that opened
    // them; helmet's default `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  } satisfies HelmetOptions;
}

/** The headers helmet sets with these options, computed once (they depend on nothing per request). */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(config))({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Sets the headers computed once on every answer. @fastify/helmet ran helmet's middleware per
 * request, parsing the content security policy each time: about 5 % of a cart call's CPU
 * (decision 0074). No route has headers of its own.
 */
export function securityHeadersHook(headers: Record<string, string>) {
  const entries = Object.entries(headers);
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  };
}

const BAD_REQUEST = () => failure('BAD_REQUEST', 'Richiesta non valida.');
const HEADERS_TOO_LARGE = () =>
  failure('HEADERS_TOO_LARGE', 'Le intestazioni della richiesta sono troppo grandi.');

/** Fastify's refusals before routing (an undecodable URL, ...): the envelope, with the headers. */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    const body = status >= 500 ? failure('INTERNAL_ERROR', ERROR_MESSAGES.INTERNAL_ERROR) : BAD_REQUEST();
    void reply.headers(headers).status(status).send(body);
  };
}

/**
 * Requests Node refuses while parsing (headers over the limit, a request line it cannot read):
 * written on the socket, as Fastify's default does, but with the security headers, and the
 * envelope when the request line names an API path.
 */
export function clientErrorHandler(headers: Record<string, string>, apiPrefix: string) {
  return (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const api = requestPath(err.rawPacket).startsWith(apiPrefix);
    const body = api
      ? JSON.stringify(status === 431 ? HEADERS_TOO_LARGE() : BAD_REQUEST())
      : (http.STATUS_CODES[status] ?? 'Bad Request');
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      `content-type: ${api ? 'application/json' : 'text/plain'}; charset=utf-8`,
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(err);
  };
}

/** The path of the request line in the bytes Node could not parse ('' when there is none). */
function requestPath(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return '';
  const firstLine = raw.subarray(0, 4096).toString('latin1').split('\r\n', 1)[0] ?? '';
  return /^[A-Z]+ (\S+)/.exec(firstLine)?.[1] ?? '';
}
