// Pictures for a person to look at (the journeys cannot tell "ugly" from "fine"), in the
// screenshots folder of lib/server.mjs (repository root screenshots/, or E2E_SCREENSHOT_DIR).
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { animationsDone } from './axe';
import { screenshotDir } from './server.mjs';

/** Where the picture `name` goes. */
export const screenshotPath = (name: string) => join(screenshotDir, `${name}.png`);

/** Until the browser has drawn two frames: what a scroll or a click set off has been seen by the page. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Until the page is still enough for a picture: two frames drawn (what a click or a scroll just
 * started is under way), then no transition or animation running (dialogs, drawers and notices
 * fade or slide in; endless ones, a loading shimmer, are not waited for).
 */
export async function settle(page: Page): Promise<void> {
  await twoFrames(page);
  await animationsDone(page);
}

/** A picture of the page (whole, from the top, unless fullPage: false) once it has settled. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // From the top: a sticky header scrolled along would be drawn mid-page.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await page.screenshot({ path: screenshotPath(name), fullPage });
}

/** A picture of one element once the page has settled. */
export async function shotOf(locator: Locator, name: string): Promise<void> {
  await settle(locator.page());
  await locator.screenshot({ path: screenshotPath(name) });
}
