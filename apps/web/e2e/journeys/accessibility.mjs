import { AxeBuilder } from '@axe-core/playwright';
import { PHONE } from '../lib/browser.mjs';
import { DESKTOP } from '../lib/browser.mjs';
import { join } from 'node:path';
import { assert, journey } from '../lib/harness.mjs';
import { screenshotDir } from '../lib/server.mjs';
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

// ---- Issue 40: axe's best practices too (aria-allowed-role, region, list), with each menu open. ----

const WITH_BEST_PRACTICES = [...TAGS, 'best-practice'];

async function checkAll(page, what) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WITH_BEST_PRACTICES).analyze();
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

journey(
  'axe with best practices: search suggestions, the mega menu and the account menu open (1280 px)',
  async ({ page, data }) => {
    await loginOnPage(page, 'mario.rossi@example.com');
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
    await openSuggestions(page, data);
    await checkAll(page, 'search suggestions');
    // Inside the header (the banner landmark), not at the end of the page.
    await page.getByRole('banner').getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Categorie di prodotti' });
    await nav.getByRole('button').first().click();
    await page.locator('[id^="mega-"]').first().waitFor();
    await checkAll(page, 'category mega panel');
    await nav.locator('[id^="mega-"]').getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account di/ })
      .click();
    await page.getByRole('banner').getByRole('menu').waitFor();
    await checkAll(page, 'account menu');
    // Keyboard: the menu's first item has the focus, Escape closes it and gives the focus back.
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    assert(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Account di/ })
        .evaluate((el) => el === document.activeElement),
      'the account button has the focus back',
    );
  },
  { viewport: DESKTOP },
);

journey(
  'axe with best practices: search suggestions open (360 px)',
  async ({ page, data }) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
    await openSuggestions(page, data);
    await checkAll(page, 'search suggestions (360 px)');
    await page.screenshot({ path: join(screenshotDir, 'a11y-suggestions-360.png') });
  },
  { viewport: PHONE },
);

journey(
  "axe with best practices: the staff's content list (1280 px)",
  async ({ page }) => {
    await loginOnPage(page, 'staff@example.com');
    await page.goto('/staff/contenuti');
    await page.getByRole('heading', { level: 1, name: 'Contenuti del sito' }).waitFor();
    await page.locator('main').getByRole('list').getByRole('listitem').first().waitFor();
    await checkAll(page, 'staff content list');
  },
  { viewport: DESKTOP },
);

journey(
  'registration: the field a step focuses is not under the sticky header (360 px)',
  async ({ page }) => {
    const main = page.locator('main');
    await page.goto('/registration-user');
    await main.getByRole('heading', { name: 'Carta fedeltà' }).waitFor();
    await main.getByRole('button', { name: 'Avanti', exact: true }).click();
    await main.getByRole('heading', { name: 'Dati personali' }).waitFor();
    // From the bottom of the step, "Avanti" with nothing filled in: the first field with an error
    // takes the focus and is scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await main.getByRole('button', { name: 'Avanti', exact: true }).click();
    await main.getByText('Campo obbligatorio').first().waitFor();
    await page.waitForTimeout(400);
    const { top, headerBottom, tag } = await page.evaluate(() => {
      const el = document.activeElement;
      return {
        top: el.getBoundingClientRect().top,
        headerBottom: document.querySelector('header').getBoundingClientRect().bottom,
        tag: `${el.tagName} ${el.getAttribute('name') ?? ''}`,
      };
    });
    assert(tag.startsWith('INPUT'), `a field has the focus (${tag})`);
    assert(
      top >= headerBottom,
      `the focused field (${tag}) at ${top} px is below the header (${headerBottom} px)`,
    );
    await page.screenshot({ path: join(screenshotDir, 'registration-focus-360.png') });
    // Tab back up through the page: what takes the focus in the main part shows below the header.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const r = await page.evaluate(() => ({
        top: document.activeElement.getBoundingClientRect().top,
        headerBottom: document.querySelector('header').getBoundingClientRect().bottom,
        inMain: document.activeElement.closest('main') !== null,
      }));
      if (!r.inMain) break; // the header's own controls
      assert(
        r.top >= r.headerBottom - 1,
        `shift+tab ${i + 1}: ${r.top} px under the header (${r.headerBottom})`,
      );
    }
  },
  { viewport: PHONE },
);

journey(
  "home: the weekly offers' banner shows whole at 360 px",
  async ({ page }) => {
    await page.goto('/');
    const img = page.locator('main img[src$="/img/banners/offerte.svg"]').first();
    await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.locator('[data-live] img[src$="/img/banners/offerte.svg"]').first().waitFor();
    const live = page.locator('[data-live] img[src$="/img/banners/offerte.svg"]').first();
    await live.evaluate((el) => (el.complete ? null : new Promise((r) => (el.onload = r))));
    const fit = await live.evaluate((el) => ({
      objectFit: getComputedStyle(el).objectFit,
      box: el.clientWidth / el.clientHeight,
      natural: el.naturalWidth / el.naturalHeight,
    }));
    assert(
      fit.objectFit === 'contain' || Math.abs(fit.box - fit.natural) < 0.02,
      `the banner is not cut (${JSON.stringify(fit)})`,
    );
    await page
      .locator('[data-live]')
      .filter({ has: live })
      .first()
      .screenshot({ path: join(screenshotDir, 'home-offers-banner-360.png') });
  },
  { viewport: PHONE },
);
