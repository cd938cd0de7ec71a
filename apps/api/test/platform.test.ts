import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { loadConfig, ConfigError } from '../src/config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers liveness and readiness (which checks the database)', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().response.errorsMessage[0].code).toBe('ROUTE_NOT_FOUND');
  });

  it('accepts the client headers of the contract', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/ebsn/api/category?depth=1',
      headers: {
        'X-Ebsn-Client': 'site',
        'X-Ebsn-Client-Uuid': 'b0c7e2a2-1111-4444-8888-123456789abc',
        'X-Ebsn-Version': '1.4.0',
        'X-Ebsn-Lang': 'it',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe(0);
  });

  it('publishes the OpenAPI description of the catalogue calls', async () => {
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/ebsn/api/category',
      '/ebsn/api/products',
      '/ebsn/api/products/suggest',
      '/ebsn/api/adv',
      '/ebsn/api/product-price/get-prices',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('serves generated product images as SVG', async () => {
    const res = await t.inject({ method: 'GET', url: '/img/products/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await t.inject({ method: 'GET', url: '/img/products/abc.svg' })).statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATABASE_URL).toBe('sqlite:data/spesa.sqlite');
    expect(c.DEMO_DATA).toBeUndefined();
    expect(c.WORKERS).toBe(1);
  });

  it('takes WORKERS as a number of processes, or auto for one per CPU', () => {
    expect(loadConfig({ WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).WORKERS).toBe(os.availableParallelism());
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'ottanta' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'ottanta' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_DATA: 'forse' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    for (const workers of ['0', 'tanti', '2.5', '65']) expect(() => loadConfig({ WORKERS: workers })).toThrow(/WORKERS/);
    for (const size of ['0', 'dieci', '1.5', '101'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('takes the PostgreSQL pool size per process, 10 by default', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
  });
});

describe('storefront serving', () => {
  // A tiny stand-in for the Vite build, so these tests do not depend on building the web first.
  let web: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="it"><title>Spesa</title></html>',
    );
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("spesa")'.repeat(100));
    fs.writeFileSync(
      path.join(dir, 'assets', 'app-1a2b3c.js.br'),
      zlib.brotliCompressSync('console.log("spesa")'.repeat(100)),
    );
    web = await createTestApp({ env: { WEB_DIST: dir } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers the entry page at / and for client-side routes, never cached', async () => {
    const { products } = (await web.get<{ products: Array<{ slug: string }> }>('/ebsn/api/products?page_size=1')).body.data;
    for (const url of ['/', '/category/frutta/agrumi', `/product/${products[0]!.slug}`, '/login']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets shop pages keep the login popups they open, and the popup page keep its opener', async () => {
    const page = await web.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const done = await web.inject({ method: 'GET', url: '/social-login/done?sso=ok' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves an asset added after start (a new build) and 404s a missing one', async () => {
    fs.writeFileSync(path.join(dir, 'assets', 'later-9z8y.js'), 'export {}');
    expect((await web.inject({ method: 'GET', url: '/assets/later-9z8y.js' })).statusCode).toBe(200);
    const missing = await web.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('keeps API paths out of the storefront fallback', async () => {
    const res = await web.inject({ method: 'GET', url: '/ebsn/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().response.errorsMessage[0].code).toBe('ROUTE_NOT_FOUND');
  });
});
