// The anti-bot token of the login (spec section 7: `token_recaptcha` on auth/login, except when
// the form carries an mfa_pin). Provider: Google reCAPTCHA v3, which asks the shopper nothing and
// scores the visit. The script loads only when a login form is on screen and the shop configured
// a site key (auth/login-options), so no other page pays for it or talks to Google.

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const ANTIBOT_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** How long a login waits for a token before it goes without one (the server then decides). */
export const ANTIBOT_TIMEOUT_MS = 8000;

let loaded: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

function withTimeout<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('anti-bot provider too slow')), ms);
    Promise.resolve(work).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads the provider's script once per site key; resolves when it is ready to execute. */
export function loadAntibot(siteKey: string): Promise<Grecaptcha> {
  if (loaded?.siteKey === siteKey) return loaded.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const g = window.grecaptcha;
      if (!g) reject(new Error('anti-bot provider missing'));
      else g.ready(() => resolve(g));
    };
    if (window.grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.src = `${ANTIBOT_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      script.remove();
      reject(new Error('anti-bot script not loaded'));
    };
    document.head.appendChild(script);
  });
  const entry = { siteKey, promise };
  loaded = entry;
  // Blocked or offline this time: the next login tries again.
  promise.catch(() => {
    if (loaded === entry) loaded = null;
  });
  return promise;
}

/** Starts the download while the shopper types, so the submit does not wait for it. */
export function preloadAntibot(siteKey: string): void {
  loadAntibot(siteKey).catch(() => {});
}

/**
 * A token for `action`, or null when the provider cannot give one (script blocked by an
 * extension, offline, too slow): the login then goes without it and the server answers its
 * own message, shown like any login failure.
 */
export async function antibotToken(
  siteKey: string,
  action = 'login',
  timeoutMs = ANTIBOT_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const token = await withTimeout(
      loadAntibot(siteKey).then((g) => g.execute(siteKey, { action })),
      timeoutMs,
    );
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** Tests only: forget the loaded provider. */
export function resetAntibotForTests(): void {
  loaded = null;
}
