// Types of browser.mjs (plain JavaScript, because bench/web runs it with Node alone).
import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core';

export const CHROMIUM_ARGS: string[];
export function launchBrowser(): Promise<Browser>;

export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport;
export const DESKTOP: Viewport;
export const APP_USER_AGENT: string;
export const DEMO_TUTORIAL_ID: string;

export interface ShopContextOptions {
  /** The cookie choice already made (optional cookies refused). Default true. */
  acceptCookies?: boolean;
  /** The home tutorial already seen. Default true. */
  seenTutorial?: boolean;
  /** The browser of the mobile app wrapper (its user agent). Default false. */
  app?: boolean;
}
export function newContext(
  browser: Browser,
  baseURL: string,
  viewport?: Viewport,
  options?: ShopContextOptions,
): Promise<BrowserContext>;
export function consentCookie(baseURL: string): {
  name: string;
  value: string;
  url: string;
  sameSite: 'Lax';
};
export type { LaunchOptions };
