// A stand-in for Google's sign-in, for the external-login journeys: a consent page where the
// tester types who they are, the token endpoint (client authentication, redirect URI and PKCE
// checked as Google does) answering an ID token. The API is pointed at it with GOOGLE_* variables.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_GOOGLE_CLIENT = { id: 'e2e-google-client', secret: 'e2e-google-secret' };

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');
const escape = (s: string) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(q: URLSearchParams) {
  const hidden = ['redirect_uri', 'state', 'code_challenge']
    .map((k) => `<input type="hidden" name="${k}" value="${escape(q.get(k) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Google (prova)</title></head>
<body><main><h1>Accedi con Google (prova)</h1>
<form action="/approve" method="get">${hidden}
<label>E-mail <input name="email" type="email" required></label>
<label>Nome <input name="given_name"></label>
<label>Cognome <input name="family_name"></label>
<button type="submit">Consenti</button></form>
<form action="/deny" method="get">${hidden}<button type="submit">Annulla</button></form>
</main></body></html>`;
}

interface Grant {
  challenge: string | null;
  redirectUri: string | null;
  claims: Record<string, unknown>;
}

export interface FakeGoogle {
  /** The API's GOOGLE_* variables pointing at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const grants = new Map<string, Grant>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const q = url.searchParams;
      const back = (params: Record<string, string>) => {
        const to = new URL(q.get('redirect_uri') ?? '');
        for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v);
        res.writeHead(302, { location: to.toString() }).end();
      };
      if (url.pathname === '/authorize') {
        const ok = q.get('client_id') === FAKE_GOOGLE_CLIENT.id && q.get('code_challenge_method') === 'S256';
        if (!ok) return res.writeHead(400).end('bad authorize request');
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(consentPage(q));
      }
      if (url.pathname === '/deny') return back({ error: 'access_denied', state: q.get('state') ?? '' });
      if (url.pathname === '/approve') {
        const code = randomBytes(12).toString('hex');
        const email = q.get('email') ?? '';
        grants.set(code, {
          challenge: q.get('code_challenge'),
          redirectUri: q.get('redirect_uri'),
          claims: {
            sub: `google-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`,
            email,
            email_verified: true,
            given_name: q.get('given_name') || undefined,
            family_name: q.get('family_name') || undefined,
          },
        });
        return back({ code, state: q.get('state') ?? '' });
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const basic = `Basic ${Buffer.from(`${FAKE_GOOGLE_CLIENT.id}:${FAKE_GOOGLE_CLIENT.secret}`).toString('base64')}`;
        const grant = grants.get(form.get('code') ?? '');
        const pkce = b64url(
          createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest(),
        );
        res.setHeader('content-type', 'application/json');
        if (req.headers.authorization !== basic) return res.writeHead(401).end('{"error":"invalid_client"}');
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== pkce)
          return res.writeHead(400).end('{"error":"invalid_grant"}');
        grants.delete(form.get('code') ?? '');
        const claims = {
          iss: 'https://accounts.google.com',
          aud: FAKE_GOOGLE_CLIENT.id,
          exp: Math.floor(Date.now() / 1000) + 3600,
          ...grant.claims,
        };
        const idToken = `${b64url('{"alg":"RS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.${b64url('sig')}`;
        return res.writeHead(200).end(
          JSON.stringify({
            access_token: randomBytes(16).toString('hex'),
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: idToken,
          }),
        );
      }
      res.writeHead(404).end('not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      GOOGLE_AUTHORIZE_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
