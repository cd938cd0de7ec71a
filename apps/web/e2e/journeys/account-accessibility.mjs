// axe (WCAG 2.1 AA) on the account pages, at phone and desktop width.
import { AxeBuilder } from '@axe-core/playwright';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { DEMO_PASSWORD, submitCredentials } from './account-helpers.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function check(page, what) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  if (violations.length) {
    const lines = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
    throw new Error(`${what}: ${violations.length} axe violation(s):\n${lines.join('\n')}`);
  }
}

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
]) {
  journey(
    `axe: no WCAG 2.1 AA violations on the account pages (${label} px)`,
    async ({ page }) => {
      await page.goto('/login');
      await page.locator('main').getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.getByText("Digitare l'e-mail").waitFor();
      await check(page, 'login with errors');
      await page.goto('/registration-user');
      await page.getByRole('radio', { name: 'Sì, ho la carta fedeltà' }).check();
      await page.getByRole('button', { name: 'Avanti' }).click();
      await page.getByText('Campo obbligatorio').first().waitFor();
      await check(page, 'registration step 1');
      await page.goto('/reset-password-request');
      await check(page, 'reset request');
      await page.goto('/login?redirect=%2Fprofile%2Fdashboard');
      await submitCredentials(page.locator('main'), 'mario.rossi@example.com', DEMO_PASSWORD);
      await page.getByText('Ciao, Mario!').waitFor();
      await page.locator('main svg[role="img"] rect').first().waitFor();
      await check(page, 'profile dashboard');
      for (const path of ['/profile/personal-data', '/profile/security', '/profile/privacy']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        await check(page, path);
      }
    },
    { viewport },
  );
}
