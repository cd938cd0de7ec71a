// Debian's chromium driven by playwright-core (no browser download; docs/architecture.md "Tests and benchmarks").
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156's headless browser starts a WebUI renderer for the omnibox popup (a second of
  // CPU at launch, which a test or a measurement on 2 cores feels); no page needs it.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** The demo home tutorial's first slide id (apps/api/src/db/seed/home.ts TUTORIAL_FIRST_PROPOSAL_ID). */
const DEMO_TUTORIAL_ID = '901';

/**
 * A context with the cookie choice already made and the home tutorial already seen, so neither
 * covers what we test (`seenTutorial: false` for a true first visit). `app: true`: the browser of
 * the mobile app wrapper, whose user agent carries the app's token (decision 0085).
 */
/** A phone's browser inside the mobile app wrapper (apps/web/src/lib/mobile-app.ts). */
const APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 SpesaApp/1.0';

export async function newContext(
  browser,
  baseURL,
  viewport = DESKTOP,
  { acceptCookies = true, seenTutorial = true, app = false } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    deviceScaleFactor: 1,
    hasTouch: viewport.width < 600,
    isMobile: false,
    ...(app ? { userAgent: APP_USER_AGENT } : {}),
  });
  if (acceptCookies) {
    // As the storefront saves a choice (decision 0070): version 1, optional cookies refused.
    await context.addCookies([
      { name: 'spesa_consent', value: `1.00.${Date.now()}.e2e`, url: baseURL, sameSite: 'Lax' },
    ]);
  }
  if (seenTutorial)
    await context.addInitScript(
      (id) => localStorage.setItem('spesa.tutorial.lastSeen', id),
      DEMO_TUTORIAL_ID,
    );
  return context;
}
