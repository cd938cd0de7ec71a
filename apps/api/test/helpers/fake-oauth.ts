import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../src/lib/clock.js';

/**
 * A tiny Google and Facebook for the tests (node:http on a port the OS picks): the authorize
 * redirect, the token endpoints (checking client authentication, redirect URI and PKCE as the
 * real ones do) and Facebook's Graph /me.
 */
export interface FakeUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface FakeOAuth {
  url: string;
  env: Record<string, string>;
  /** Who logs in at the next authorize call. */
  nextUser: FakeUser;
  /** The token endpoints answer HTTP 500 while set. */
  failToken: boolean;
  /** Every call received, for assertions ("the Graph call carried appsecret_proof"). */
  calls: Array<{ path: string; params: URLSearchParams; authorization?: string }>;
  close(): Promise<void>;
}

export const FAKE_CLIENTS = {
  google: { id: 'google-client', secret: 'google-secret' },
  facebook: { id: 'facebook-client', secret: 'facebook-secret' },
};

interface Grant {
  provider: 'google' | 'facebook';
  user: FakeUser;
  challenge: string;
  redirectUri: string;
  used: boolean;
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

function idToken(user: FakeUser, clientId: string, nowMs: number): string {
  const claims = {
    iss: 'https://accounts.google.com',
    aud: clientId,
    exp: Math.floor(nowMs / 1000) + 3600,
    ...user,
  };
  // Unsigned on purpose: the app trusts an ID token received straight from the token endpoint.
  return `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.${b64url('sig')}`;
}

export async function startFakeOAuth(clock: Clock): Promise<FakeOAuth> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, FakeUser>();
  const fake: FakeOAuth = {
    url: '',
    env: {},
    nextUser: { sub: 'nobody' },
    failToken: false,
    calls: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function authorize(provider: Grant['provider'], q: URLSearchParams, res: http.ServerResponse) {
    const code = randomBytes(12).toString('hex');
    grants.set(code, {
      provider,
      user: fake.nextUser,
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      used: false,
    });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  function token(
    provider: Grant['provider'],
    form: URLSearchParams,
    authorization: string | undefined,
    res: http.ServerResponse,
  ) {
    if (fake.failToken) return json(res, 500, { error: 'server_error' });
    const client = FAKE_CLIENTS[provider];
    // Google: HTTP Basic; Facebook: the secret as a form field.
    const authenticated =
      provider === 'google'
        ? authorization === `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`
        : form.get('client_id') === client.id && form.get('client_secret') === client.secret;
    if (!authenticated) return json(res, 401, { error: 'invalid_client' });
    const grant = grants.get(form.get('code') ?? '');
    const pkce = b64url(
      createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest(),
    );
    if (
      !grant ||
      grant.used ||
      grant.provider !== provider ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== pkce
    )
      return json(res, 400, { error: 'invalid_grant' });
    grant.used = true;
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, grant.user);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
    };
    if (provider === 'google') body.id_token = idToken(grant.user, client.id, clock.now().getTime());
    return json(res, 200, body);
  }

  function graphMe(q: URLSearchParams, authorization: string | undefined, res: http.ServerResponse) {
    const accessToken = authorization?.replace(/^Bearer /, '') ?? '';
    const user = accessTokens.get(accessToken);
    const proof = createHmac('sha256', FAKE_CLIENTS.facebook.secret).update(accessToken).digest('hex');
    if (!user || q.get('appsecret_proof') !== proof)
      return json(res, 400, { error: { message: 'Invalid OAuth access token' } });
    const me: Record<string, unknown> = {
      id: user.sub,
      first_name: user.given_name,
      last_name: user.family_name,
    };
    // Facebook sends only a confirmed address.
    if (user.email && user.email_verified !== false) me.email = user.email;
    return json(res, 200, me);
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      const authorization = req.headers.authorization;
      fake.calls.push({ path: url.pathname, params, authorization });
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /google/authorize') return authorize('google', params, res);
      if (route === 'GET /facebook/authorize') return authorize('facebook', params, res);
      if (route === 'POST /google/token') return token('google', params, authorization, res);
      if (route === 'POST /facebook/token') return token('facebook', params, authorization, res);
      if (route === 'GET /graph/me') return graphMe(params, authorization, res);
      return json(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    GOOGLE_CLIENT_ID: FAKE_CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENTS.google.secret,
    GOOGLE_AUTHORIZE_URL: `${fake.url}/google/authorize`,
    GOOGLE_TOKEN_URL: `${fake.url}/google/token`,
    FACEBOOK_CLIENT_ID: FAKE_CLIENTS.facebook.id,
    FACEBOOK_CLIENT_SECRET: FAKE_CLIENTS.facebook.secret,
    FACEBOOK_AUTHORIZE_URL: `${fake.url}/facebook/authorize`,
    FACEBOOK_TOKEN_URL: `${fake.url}/facebook/token`,
    FACEBOOK_GRAPH_URL: `${fake.url}/graph`,
  };
  return fake;
}
