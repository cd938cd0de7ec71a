// Debian's chromium driven by playwright-core (no browser download; docs/architecture/testing.md).
// Shared by the journeys (playwright.config.ts, lib/fixtures.ts) and bench/web, which runs it with
// Node alone: plain JavaScript, its types in browser.d.mts.
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
export const DEMO_TUTORIAL_ID = '901';

/** A phone's browser inside the mobile app wrapper (apps/web/src/lib/mobile-app.ts). */
export const APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 SpesaApp/1.0';

/** The cookie choice as the storefront saves it (decision 0070): version 1, optional cookies refused. */
export function consentCookie(baseURL) {
  return { name: 'spesa_consent', value: `1.00.${Date.now()}.e2e`, url: baseURL, sameSite: 'Lax' };
}

/**
 * A context with the cookie choice already made and the home tutorial already seen, so neither
 * covers what we test (`seenTutorial: false` for a true first visit). `app: true`: the browser of
 * the mobile app wrapper, whose user agent carries the app's token (decision 0085). The journeys'
 * own pages get the same from lib/fixtures.ts; this is for a second browser and for bench/web.
 */
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
    await context.addCookies([consentCookie(baseURL)]);
  }
  if (seenTutorial)
    await context.addInitScript(
      (id) => localStorage.setItem('spesa.tutorial.lastSeen', id),
      DEMO_TUTORIAL_ID,
    );
  return context;
}
