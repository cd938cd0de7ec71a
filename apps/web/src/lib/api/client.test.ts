import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents, type Notice } from '../events';
import { siteConfig } from '../config';
import { ApiError } from './api-error';
import { apiGet, apiPost, apiRequest } from './client';
import { httpCache } from './http-cache';
import { clearSession, endingSession, setAuthenticatedFlag, isAuthenticatedFlag } from './session-store';
import { envelope } from '../../test/mockFetch';

const GENERIC = 'Si è verificato un errore, riprova tra qualche minuto.';
const EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

const fetchMock = vi.fn<typeof fetch>();
let notices: Notice[];
let off: Array<() => void>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  httpCache.clear();
  notices = [];
  off = [appEvents.on('notice', (n) => notices.push(n))];
});
afterEach(() => {
  off.forEach((f) => f());
  vi.unstubAllGlobals();
});

describe('request headers', () => {
  it('sends the client headers and a stable client uuid, same-origin credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope({})));
    await apiGet('auth/test');
    await apiGet('auth/test');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/ebsn/api/auth/test');
    const h = init!.headers as Record<string, string>;
    expect(h['X-Ebsn-Client']).toBe('site');
    expect(h['X-Ebsn-Version']).toBe('1.4.0');
    expect(h['X-Ebsn-Lang']).toBe('it');
    expect(h['X-Ebsn-Client-Uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect((fetchMock.mock.calls[1][1]!.headers as Record<string, string>)['X-Ebsn-Client-Uuid']).toBe(
      h['X-Ebsn-Client-Uuid'],
    );
    expect(h['X-Ebsn-Session']).toBeUndefined();
    expect(init!.credentials).toBe('same-origin');
  });

  it('keeps the session token the server answers out of the storages and never sends it back', async () => {
    const token = 'tok-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(envelope({ user: { userId: 1 } }), {
        headers: { 'X-Ebsn-Session': token, 'X-Ebsn-Account': 'a1' },
      }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope({})));
    await apiRequest('auth/login', { form: { login: 'mario.rossi@example.com', password: 'x' } });
    await apiGet('cart/view');
    const h = fetchMock.mock.calls[1][1]!.headers as Record<string, string>;
    expect(h['X-Ebsn-Session']).toBeUndefined();
    expect(h['X-Ebsn-Account']).toBeUndefined();
    expect(fetchMock.mock.calls[1][1]!.credentials).toBe('same-origin');
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        expect(key).not.toMatch(/session|account|token/i);
        expect(storage.getItem(key)).not.toContain(token);
      }
    }
  });

  it('encodes the query, skipping empty values, and posts JSON', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope({ ok: true })));
    await apiGet('category', { slug: 'home', depth: 3, filtered: true, q: undefined });
    expect(fetchMock.mock.calls[0][0]).toBe('/ebsn/api/category?slug=home&depth=3&filtered=true');
    await apiPost('cart/add', { items: [] });
    const init = fetchMock.mock.calls[1][1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"items":[]}');
  });
});

describe('envelope handling', () => {
  it('status 0 returns data and turns messages into notices', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(
          { n: 1 },
          {
            infosMessage: [{ code: 'ADDED', message: 'Aggiunto' }],
            warningsMessage: [{ code: 'LOW', message: 'Poche scorte' }],
          },
        ),
      ),
    );
    await expect(apiGet('cart/view')).resolves.toEqual({ n: 1 });
    expect(notices.map((n) => [n.variant, n.message, n.popup])).toEqual([
      ['success', 'Aggiunto', false],
      ['warning', 'Poche scorte', false],
    ]);
  });

  it('non-zero status throws an ApiError with the code and Italian message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, {
          status: 1,
          errors: [{ error: 'Quantità non valida' }],
          errorsMessage: [{ code: 'QTY', message: 'Quantità non valida' }],
        }),
      ),
    );
    const err = await apiPost('cart/add', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'QTY', status: 1, message: 'Quantità non valida' });
    expect(notices).toEqual([expect.objectContaining({ variant: 'error', message: 'Quantità non valida' })]);
  });

  it('a failure without messages shows the generic text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(envelope(null, { status: 2 })));
    const err = await apiGet('cart/view').catch((e) => e);
    expect(err).toMatchObject({ status: 2, message: GENERIC });
    expect(notices.map((n) => n.message)).toEqual([GENERIC]);
  });

  it('codes in showInPopupCode become popup notices', async () => {
    const code = siteConfig.showInPopupCode[0];
    fetchMock.mockResolvedValue(
      jsonResponse(envelope({}, { warningsMessage: [{ code, message: 'Da leggere' }] })),
    );
    await apiGet('cart/view');
    expect(notices).toEqual([expect.objectContaining({ variant: 'warning', popup: true, code })]);
  });

  it('silent requests do not emit notices but still throw', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { status: 1, errorsMessage: [{ code: 'X', message: 'No' }] })),
    );
    await expect(apiGet('auth/test', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
  });

  it.each([
    ['network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['no body', () => Promise.resolve(new Response('', { status: 502 }))],
    ['not an envelope', () => Promise.resolve(jsonResponse({ hello: 'world' }))],
  ])('%s -> generic Italian message', async (_name, impl) => {
    fetchMock.mockImplementation(impl as () => Promise<Response>);
    const err = (await apiGet('cart/view').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(GENERIC);
    expect(notices.map((n) => n.message)).toEqual([GENERIC]);
  });

  it('a request cancelled while its answer is read rethrows without a notice', async () => {
    const res = new Response('{"response":');
    vi.spyOn(res, 'json').mockRejectedValue(new DOMException('aborted', 'AbortError'));
    fetchMock.mockResolvedValue(res);
    await expect(apiGet('products')).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });

  it('a request whose signal was aborted with a reason of its own rethrows without a notice', async () => {
    const controller = new AbortController();
    controller.abort(new Error('navigated away'));
    fetchMock.mockRejectedValue(controller.signal.reason);
    await expect(apiGet('products', {}, { signal: controller.signal })).rejects.toThrow('navigated away');
    expect(notices).toEqual([]);
  });

  it('a network failure of a request nobody cancelled is still announced', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('products')).rejects.toBeInstanceOf(ApiError);
    expect(notices.map((n) => n.message)).toEqual(['Si è verificato un errore, riprova tra qualche minuto.']);
  });

  it('an aborted request rethrows without a notice', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiGet('cart/view')).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});

describe('HTTP 419', () => {
  it('emits not-logged-in, shows the expiry message and clears the session markers', async () => {
    setAuthenticatedFlag(true);
    const loggedOut = vi.fn();
    off.push(appEvents.on('not-logged-in', loggedOut));
    fetchMock.mockResolvedValue(jsonResponse(envelope(null, { status: 1 }), { status: 419 }));
    const err = await apiGet('cart/view').catch((e) => e);
    expect(err).toMatchObject({ code: 'SESSION_EXPIRED', httpStatus: 419, message: EXPIRED });
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(notices.map((n) => n.message)).toEqual([EXPIRED]);
    expect(isAuthenticatedFlag()).toBe(false);
  });

  it('stays quiet for requests in flight while a call ends the session on purpose', async () => {
    const loggedOut = vi.fn();
    off.push(appEvents.on('not-logged-in', loggedOut));
    let finishEnding: (r: Response) => void = () => {};
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('update_email')
        ? new Promise<Response>((resolve) => (finishEnding = resolve))
        : jsonResponse(envelope(null, { status: 1 }), { status: 419 }),
    );
    const ending = endingSession(() => apiGet('registration/update_email', { token: 't' }));
    // The server already ended the session: a concurrent read answers 419 before the call returns.
    const concurrent = await apiGet('auth/test').catch((e) => e);
    expect(concurrent).toMatchObject({ code: 'SESSION_EXPIRED' });
    finishEnding(jsonResponse(envelope({ ok: true })));
    await ending;
    expect(notices).toEqual([]);
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it('stays quiet for a request sent before logging out, but not for one sent after', async () => {
    let answerOld: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerOld = resolve)));
    const old = apiGet('cart/view').catch((e) => e);
    clearSession();
    answerOld(jsonResponse(envelope(null, { status: 1 }), { status: 419 }));
    expect(await old).toMatchObject({ httpStatus: 419 });
    expect(notices).toEqual([]);
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope(null, { status: 1 }), { status: 419 }));
    await apiGet('cart/view').catch(() => {});
    expect(notices.map((n) => n.message)).toEqual([EXPIRED]);
  });
});

describe('HTTP cache integration', () => {
  it('serves a repeated catalogue GET from the cache and a POST clears it', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope({ category: { slug: 'home' } })));
    await apiGet('category', { slug: 'home' });
    await apiGet('category', { slug: 'home' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiPost('cart/add', { items: [] });
    await apiGet('category', { slug: 'home' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not cache failures, personal product queries or uncacheable paths', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(envelope({ products: [] })));
    await apiGet('products', { parent_wishlist_id: 3 });
    await apiGet('products', { parent_wishlist_id: 3 });
    await apiGet('cart/view');
    await apiGet('cart/view');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    fetchMock.mockImplementationOnce(async () => jsonResponse(envelope(null, { status: 1 })));
    await apiRequest('category', { query: { slug: 'x' } }).catch(() => undefined);
    await apiGet('category', { slug: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
