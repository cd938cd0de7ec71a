import { AxeBuilder } from '@axe-core/playwright';
import { PHONE } from '../lib/browser.mjs';
import { DESKTOP } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { loginOnPage } from './account-helpers.mjs';
import { ensurePickupSlot, selectorDialog, summaryButton, timeslotDialog } from './delivery-helpers.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function check(page, what = 'page') {
  // Menus and dialogs fade in: colours measured halfway through fail the contrast check.
  // (Endless ones, such as a loading shimmer, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
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

const pages = {
  home: async (page) => {
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
  },
  category: async (page, data) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
  },
  search: async (page, data) => {
    await page.goto(`/search?q=${encodeURIComponent(data.word)}`);
    await page.locator('main article').first().waitFor();
  },
  product: async (page, data) => {
    await page.goto(`/product/${data.pezzo.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  },
};

for (const [name, open] of Object.entries(pages)) {
  journey(`axe: no WCAG 2.1 AA violations on ${name} (1280 px)`, async ({ page, data }) => {
    await open(page, data);
    await check(page);
  });
  journey(
    `axe: no WCAG 2.1 AA violations on ${name} (360 px)`,
    async ({ page, data }) => {
      await open(page, data);
      await check(page);
    },
    { viewport: PHONE },
  );
}

// Lighthouse's accessibility audit includes WCAG 2.2's target size and looks at a first visit
// without scrolling, where the CMS rows below the first screen are skipped by the browser
// (content-visibility) and keep their reserved height: their content must not spill over the
// next row's controls (decision 0085).
for (const viewport of [PHONE, { width: 412, height: 823 }]) {
  journey(
    `axe: the home's controls are big enough to tap before it is scrolled (${viewport.width} px)`,
    async ({ page }) => {
      await page.goto('/');
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      const lines = violations.flatMap((v) =>
        v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
      );
      if (lines.length) throw new Error(`target size:\n${lines.join('\n')}`);
    },
    { viewport },
  );
}

// ---- With every dialog and menu open: the page-level checks above never open them. ----

/** Types the start of a word and waits for the grouped suggestions. */
async function openSuggestions(page, data) {
  const field = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await field.click();
  await field.pressSequentially(data.word.slice(0, 4), { delay: 30 });
  await page.getByRole('listbox').getByRole('option').first().waitFor();
}

async function openDeliveryDialogs(page, what) {
  await loginOnPage(page, 'ristorante@example.com');
  await ensurePickupSlot(page);
  await check(page, `${what}: header summary with a slot`);
  await summaryButton(page).click();
  const slots = timeslotDialog(page);
  await slots.getByRole('region', { name: 'Legenda' }).waitFor();
  await check(page, `${what}: timeslot dialog`);
  await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
  const selector = selectorDialog(page);
  await selector
    .getByRole('button', { name: /^Scegli / })
    .first()
    .waitFor();
  await check(page, `${what}: selector, stores`);
  for (const tab of [/Ritiro al locker/, /Consegna a domicilio/]) {
    await selector.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await check(page, `${what}: selector, ${tab.source}`);
  }
  await page.keyboard.press('Escape');
}

journey(
  'axe: dialogs and menus open (1280 px)',
  async ({ page, data }) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
    await openSuggestions(page, data);
    await check(page, 'search suggestions');
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Categorie di prodotti' });
    await nav.getByRole('button').first().click();
    await page.locator('[id^="mega-"]').first().waitFor();
    await check(page, 'category mega panel');
    await page.keyboard.press('Escape');
    await openDeliveryDialogs(page, '1280');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account di/ })
      .click();
    await page.getByRole('menu').waitFor();
    await check(page, 'account menu');
    await page.keyboard.press('Escape');
  },
  { viewport: DESKTOP },
);

journey(
  'axe: the fidelity card barcode dialog (1280 px)',
  async ({ page }) => {
    await loginOnPage(page, 'mario.rossi@example.com');
    await page.goto('/profile/dashboard');
    await page.locator('main svg[role="img"] rect').first().waitFor();
    await page.locator('main').getByText('1.250 punti').waitFor();
    await page
      .locator('main')
      .getByRole('button', { name: /Codice a barre della carta/ })
      .click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'barcode dialog');
  },
  { viewport: DESKTOP },
);

journey(
  'axe: dialogs and menus open (360 px)',
  async ({ page, data }) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    await page.getByRole('dialog', { name: 'Categorie' }).getByRole('link').first().waitFor();
    await check(page, 'category drawer');
    await page.getByRole('dialog', { name: 'Categorie' }).getByRole('button').nth(1).click();
    await page.waitForTimeout(300);
    await check(page, 'category drawer, second level');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Filtri/ }).click();
    await page.getByRole('dialog', { name: 'Filtri' }).waitFor();
    await check(page, 'filters drawer');
    await page.keyboard.press('Escape');
    await openSuggestions(page, data);
    await check(page, 'search suggestions');
    await page.keyboard.press('Escape');
    await openDeliveryDialogs(page, '360');
  },
  { viewport: PHONE },
);

journey(
  'axe: the cookie notice and its preferences (360 px)',
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Rispettiamo la tua privacy' }).waitFor();
    await check(page, 'cookie notice');
    await page.getByRole('button', { name: 'Personalizza' }).click();
    await page.getByRole('dialog', { name: 'Preferenze cookie' }).waitFor();
    await check(page, 'cookie preferences');
  },
  { viewport: PHONE, acceptCookies: false },
);
