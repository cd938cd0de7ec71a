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
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** A context with the cookie choice already made, so the banner does not cover what we test. */
export async function newContext(browser, baseURL, viewport = DESKTOP, { acceptCookies = true } = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    deviceScaleFactor: 1,
    hasTouch: viewport.width < 600,
    isMobile: false,
  });
  if (acceptCookies) {
    await context.addInitScript(() => {
      localStorage.setItem(
        'spesa.cookieConsent',
        JSON.stringify({
          technical: true,
          analytics: false,
          profilation: false,
          saveDate: new Date().toISOString(),
          uuid: 'e2e',
          version: 1,
        }),
      );
    });
  }
  return context;
}
