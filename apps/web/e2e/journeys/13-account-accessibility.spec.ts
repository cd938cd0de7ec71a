// axe (WCAG 2.1 AA) on the account pages, at phone and desktop width.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { violations, WCAG_21_AA } from '../lib/axe';
import { DEMO_PASSWORD, expect, submitCredentials, test } from '../lib/fixtures';

/** Once the page's requests are answered (the forms' own data), no WCAG 2.1 AA violation. */
async function check(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  expect(await violations(page, WCAG_21_AA), `${what}: axe violations`).toEqual([]);
}

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(() => {
    test.use({ viewport });

    test(`axe: no WCAG 2.1 AA violations on the account pages (${label} px)`, async ({ page, goto }) => {
      await goto('/login');
      await page.locator('main').getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page.getByText("Digitare l'e-mail")).toBeVisible();
      await check(page, 'login with errors');
      await goto('/registration-user');
      await page.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }).check();
      await page.getByRole('button', { name: 'Avanti' }).click();
      await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
      await check(page, 'registration step 1');
      await goto('/reset-password-request');
      await check(page, 'reset request');
      await goto('/login?redirect=%2Fprofile%2Fdashboard');
      await submitCredentials(page.locator('main'), 'mario.rossi@example.com', DEMO_PASSWORD);
      await expect(page.getByText('Ciao, Mario!')).toBeVisible();
      await expect(page.locator('main svg[role="img"] rect').first()).toBeVisible();
      await check(page, 'profile dashboard');
      for (const path of ['/profile/personal-data', '/profile/security', '/profile/privacy']) {
        await goto(path);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await check(page, path);
      }
    });
  });
}
