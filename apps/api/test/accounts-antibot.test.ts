import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  DEMO,
  call,
  client,
  codeIn,
  errorCode,
  errorText,
  lastMail,
  login,
  session,
} from './helpers/accounts.js';

// A stand-in for the provider's siteverify endpoint: the token says what it answers.
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  human: { status: 200, body: { success: true, score: 0.9, action: 'login' } },
  'low-score': { status: 200, body: { success: true, score: 0.1, action: 'login' } },
  'other-action': { status: 200, body: { success: true, score: 0.9, action: 'checkout' } },
  invalid: { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } },
  'provider-down': { status: 503, body: {} },
};

const REFUSED = 'Non è stato possibile verificare che tu non sia un robot. Ricarica la pagina e riprova.';

let provider: http.Server;
const seen: URLSearchParams[] = [];
let t: TestApp;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const answer = ANSWERS[form.get('response') ?? ''] ?? ANSWERS.invalid;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    env: {
      ANTIBOT_SECRET: 'segreto-di-prova',
      ANTIBOT_SITE_KEY: 'chiave-del-sito',
      ANTIBOT_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => provider.close(r));
});

const loginWith = (token: string | undefined, form: Record<string, string>, ip: string, headers = {}) =>
  call<{ user: { email: string } }>(t, 'POST', `auth/login${token ? `?token_recaptcha=${token}` : ''}`, {
    form,
    headers: client(ip, headers),
  });

describe('anti-bot token on auth/login', () => {
  it('tells the storefront the site key to get tokens for', async () => {
    const res = await t.get<{ antibotSiteKey: string | null }>('/ebsn/api/auth/login-options');
    expect(res.body.data.antibotSiteKey).toBe('chiave-del-sito');
  });

  it("lets the provider's script and frame through the content security policy", async () => {
    const csp = String(
      (await t.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('logs in with a token the provider vouches for, passing secret and address', async () => {
    const res = await loginWith('human', { login: DEMO.mario, password: DEMO.password }, '198.51.100.70');
    expect(res.body.response.status).toBe(0);
    expect(res.body.data.user.email).toBe(DEMO.mario);
    const last = seen.at(-1)!;
    expect(last.get('secret')).toBe('segreto-di-prova');
    expect(last.get('remoteip')).toBe('198.51.100.70');
  });

  it('refuses a missing, invalid, low-score or other-action token before looking at the password', async () => {
    for (const token of [undefined, 'invalid', 'low-score', 'other-action']) {
      const res = await loginWith(token, { login: DEMO.mario, password: DEMO.password }, '198.51.100.71');
      expect(res.body.response.status).not.toBe(0);
      expect(errorCode(res)).toBe('ANTIBOT_FAILED');
      expect(errorText(res)).toBe(REFUSED);
      expect(res.token).toBeUndefined();
    }
  });

  it('accepts the token in the form field `token` as well', async () => {
    const res = await loginWith(
      undefined,
      { login: DEMO.mario, password: DEMO.password, token: 'human' },
      '198.51.100.72',
    );
    expect(res.body.response.status).toBe(0);
  });

  it('lets shoppers in when the provider is down (the login limits still apply)', async () => {
    const res = await loginWith(
      'provider-down',
      { login: DEMO.mario, password: DEMO.password },
      '198.51.100.73',
    );
    expect(res.body.response.status).toBe(0);
  });

  it('does not ask again on the code step of the same attempt, and an mfa_pin alone skips nothing', async () => {
    const ip = '198.51.100.74';
    const first = await loginWith('human', { login: DEMO.giulia, password: DEMO.password }, ip);
    expect(first.body.response.status).toBe(4);
    const code = codeIn((await lastMail(t, DEMO.giulia)).text);
    // A bot sending a made-up code with the credentials gets no free pass.
    const forged = await loginWith(
      undefined,
      { login: DEMO.mario, password: DEMO.password, mfa_pin: '123456' },
      ip,
    );
    expect(errorCode(forged)).toBe('ANTIBOT_FAILED');
    // Nor does the code step of one account open the way for another one's passwords.
    const otherAccount = await loginWith(
      undefined,
      { login: DEMO.mario, password: 'indovinata-1', mfa_pin: '123456' },
      ip,
      session(first.token),
    );
    expect(errorCode(otherAccount)).toBe('ANTIBOT_FAILED');
    const second = await loginWith(
      undefined,
      { login: DEMO.giulia, password: DEMO.password, mfa_pin: code },
      ip,
      session(first.token),
    );
    expect(second.body.response.status).toBe(0);
    expect(second.body.data.user.email).toBe(DEMO.giulia);
  });
});

describe('anti-bot configuration', () => {
  it('is off by default: login needs no token and no key is offered', async () => {
    const plain = await createTestApp();
    try {
      const options = await plain.get<{ antibotSiteKey: string | null }>('/ebsn/api/auth/login-options');
      expect(options.body.data).toEqual({
        google: false,
        facebook: false,
        saml: false,
        antibotSiteKey: null,
      });
      const res = await login(plain, { login: DEMO.mario, password: DEMO.password }, client('198.51.100.75'));
      expect(res.body.response.status).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('refuses to start with a secret and no site key, naming the missing variable', () => {
    expect(() => loadConfig({ ANTIBOT_SECRET: 'x' })).toThrow(/ANTIBOT_SITE_KEY/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
