import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANTIBOT_SCRIPT_URL, antibotToken, preloadAntibot, resetAntibotForTests } from './antibot';

const KEY = 'site-key-123';

/** A stand-in for reCAPTCHA v3: ready() calls back, execute() answers `token`. */
function fakeGrecaptcha(token: string | Promise<string> = 'tok-1') {
  return {
    ready: vi.fn((cb: () => void) => cb()),
    execute: vi.fn(() => Promise.resolve(token)),
  };
}

const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((s) =>
    s.src.startsWith(ANTIBOT_SCRIPT_URL),
  );

afterEach(() => {
  vi.useRealTimers();
  delete window.grecaptcha;
  scripts().forEach((s) => s.remove());
  resetAntibotForTests();
});

describe('antibotToken', () => {
  it('loads the provider script once, with the site key, and executes the login action', async () => {
    preloadAntibot(KEY);
    preloadAntibot(KEY);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe(`${ANTIBOT_SCRIPT_URL}?render=${KEY}`);
    expect(scripts()[0].async).toBe(true);
    const g = fakeGrecaptcha('tok-42');
    window.grecaptcha = g;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(antibotToken(KEY)).resolves.toBe('tok-42');
    expect(g.ready).toHaveBeenCalled();
    expect(g.execute).toHaveBeenCalledWith(KEY, { action: 'login' });
    expect(scripts()).toHaveLength(1);
  });

  it('uses a provider already on the page without adding the script again', async () => {
    window.grecaptcha = fakeGrecaptcha('tok-2');
    await expect(antibotToken(KEY)).resolves.toBe('tok-2');
    expect(scripts()).toHaveLength(0);
  });

  it('answers null when the script cannot load (blocked, offline), and tries again next time', async () => {
    const first = antibotToken(KEY);
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
    const second = antibotToken(KEY);
    expect(scripts()).toHaveLength(1);
    window.grecaptcha = fakeGrecaptcha('tok-3');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe('tok-3');
  });

  it('answers null when execute fails or gives no token', async () => {
    const failing = fakeGrecaptcha();
    failing.execute.mockImplementation(() => Promise.reject(new Error('network')));
    window.grecaptcha = failing;
    await expect(antibotToken(KEY)).resolves.toBeNull();
    window.grecaptcha = fakeGrecaptcha('');
    resetAntibotForTests();
    await expect(antibotToken(KEY)).resolves.toBeNull();
  });

  it('gives up after the timeout when the provider never gets ready', async () => {
    vi.useFakeTimers();
    window.grecaptcha = { ready: vi.fn(), execute: vi.fn() };
    const pending = antibotToken(KEY, 'login', 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toBeNull();
    expect(window.grecaptcha.execute).not.toHaveBeenCalled();
  });
});
