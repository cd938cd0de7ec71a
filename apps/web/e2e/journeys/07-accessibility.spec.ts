import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { check, checkAll } from '../lib/axe';
import type { ShopData } from '../lib/data';
import { type Accounts, expect, test } from '../lib/fixtures';
import { shot, shotOf } from '../lib/screenshots';
import { ensurePickupSlot, selectorDialog, summaryButton, timeslotDialog } from './delivery-helpers';

type Goto = (url: string) => Promise<unknown>;

const pages: Record<string, (page: Page, goto: Goto, data: ShopData) => Promise<void>> = {
  home: async (page, goto) => {
    await goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
  },
  category: async (page, goto, data) => {
    await goto(`/category/${data.category.slug}`);
    await expect(page.locator('main article').first()).toBeVisible();
  },
  search: async (page, goto, data) => {
    await goto(`/search?q=${encodeURIComponent(data.word)}`);
    await expect(page.locator('main article').first()).toBeVisible();
  },
  product: async (page, goto, data) => {
    await goto(`/product/${data.pezzo.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
};

for (const [name, open] of Object.entries(pages)) {
  test(`axe: no WCAG 2.1 AA violations on ${name} (1280 px)`, async ({ page, goto, data }) => {
    await open(page, goto, data);
    await check(page);
  });
  test.describe(() => {
    test.use({ viewport: PHONE });
    test(`axe: no WCAG 2.1 AA violations on ${name} (360 px)`, async ({ page, goto, data }) => {
      await open(page, goto, data);
      await check(page);
    });
  });
}

// Lighthouse's accessibility audit includes WCAG 2.2's target size and looks at a first visit
// without scrolling, where the CMS rows below the first screen are skipped by the browser
// (content-visibility) and keep their reserved height: their content must not spill over the
// next row's controls (decision 0085).
for (const viewport of [PHONE, { width: 412, height: 823 }]) {
  test.describe(() => {
    test.use({ viewport });
    test(`axe: the home's controls are big enough to tap before it is scrolled (${viewport.width} px)`, async ({
      page,
      goto,
    }) => {
      await goto('/');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      const lines = violations.flatMap((v) =>
        v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
      );
      expect(lines, 'target size').toEqual([]);
    });
  });
}

// ---- With every dialog and menu open: the page-level checks above never open them. ----

/** Types the start of a word and waits for the grouped suggestions. */
async function openSuggestions(page: Page, data: ShopData) {
  const field = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await field.click();
  await field.pressSequentially(data.word.slice(0, 4), { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
}

async function openDeliveryDialogs(page: Page, accounts: Accounts, what: string) {
  await accounts.login('ristorante@example.com');
  await ensurePickupSlot(page);
  await check(page, `${what}: header summary with a slot`);
  await summaryButton(page).click();
  const slots = timeslotDialog(page);
  await expect(slots.getByRole('region', { name: 'Legenda' })).toBeVisible();
  await check(page, `${what}: timeslot dialog`);
  await slots.getByRole('button', { name: 'Modifica servizio e indirizzo' }).click();
  const selector = selectorDialog(page);
  await expect(selector.getByRole('button', { name: /^Scegli / }).first()).toBeVisible();
  await check(page, `${what}: selector, stores`);
  for (const tab of [/Ritiro al locker/, /Consegna a domicilio/]) {
    await selector.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await check(page, `${what}: selector, ${tab.source}`);
  }
  await page.keyboard.press('Escape');
}

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('axe: dialogs and menus open (1280 px)', async ({ page, goto, accounts, data }) => {
    await goto(`/category/${data.category.slug}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await openSuggestions(page, data);
    await check(page, 'search suggestions');
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Categorie di prodotti' });
    await nav.getByRole('button').first().click();
    await expect(page.locator('[id^="mega-"]').first()).toBeVisible();
    await check(page, 'category mega panel');
    await page.keyboard.press('Escape');
    await openDeliveryDialogs(page, accounts, '1280');
    await accounts.button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'account menu');
    await page.keyboard.press('Escape');
  });

  test('axe: the fidelity card barcode dialog (1280 px)', async ({ page, goto, accounts }) => {
    await accounts.login('mario.rossi@example.com');
    await goto('/profile/dashboard');
    await expect(page.locator('main svg[role="img"] rect').first()).toBeVisible();
    await expect(page.locator('main').getByText('1.250 punti')).toBeVisible();
    await page
      .locator('main')
      .getByRole('button', { name: /Codice a barre della carta/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'barcode dialog');
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('axe: dialogs and menus open (360 px)', async ({ page, goto, accounts, data }) => {
    await goto(`/category/${data.category.slug}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Apri il menu delle categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expect(drawer.getByRole('link').first()).toBeVisible();
    await check(page, 'category drawer');
    await drawer.getByRole('button').nth(1).click();
    // The second level: its way back to the first.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Indietro' })).toBeVisible();
    await check(page, 'category drawer, second level');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Filtri/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtri' })).toBeVisible();
    await check(page, 'filters drawer');
    await page.keyboard.press('Escape');
    await openSuggestions(page, data);
    await check(page, 'search suggestions');
    await page.keyboard.press('Escape');
    await openDeliveryDialogs(page, accounts, '360');
  });
});

test.describe(() => {
  test.use({ viewport: PHONE, acceptCookies: false });

  test('axe: the cookie notice and its preferences (360 px)', async ({ page, goto }) => {
    await goto('/');
    await expect(page.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
    await check(page, 'cookie notice');
    await page.getByRole('button', { name: 'Personalizza' }).click();
    await expect(page.getByRole('dialog', { name: 'Preferenze cookie' })).toBeVisible();
    await check(page, 'cookie preferences');
  });
});

// ---- Issue 40: axe's best practices too (aria-allowed-role, region, list), with each menu open. ----

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test('axe with best practices: search suggestions, the mega menu and the account menu open (1280 px)', async ({
    page,
    goto,
    accounts,
    data,
  }) => {
    await accounts.login('mario.rossi@example.com');
    await goto(`/category/${data.category.slug}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await openSuggestions(page, data);
    await checkAll(page, 'search suggestions');
    // Inside the header (the banner landmark), not at the end of the page.
    await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Categorie di prodotti' });
    await nav.getByRole('button').first().click();
    await expect(page.locator('[id^="mega-"]').first()).toBeVisible();
    await checkAll(page, 'category mega panel');
    await expect(nav.locator('[id^="mega-"]').getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await accounts.button.click();
    await expect(page.getByRole('banner').getByRole('menu')).toBeVisible();
    await checkAll(page, 'account menu');
    // Keyboard: the menu's first item has the focus, Escape closes it and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(accounts.button, 'the account button has the focus back').toBeFocused();
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('axe with best practices: search suggestions open (360 px)', async ({ page, goto, data }) => {
    await goto(`/category/${data.category.slug}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await openSuggestions(page, data);
    await checkAll(page, 'search suggestions (360 px)');
    await shot(page, 'a11y-suggestions-360', { fullPage: false });
  });
});

test.describe(() => {
  test.use({ viewport: DESKTOP });

  test("axe with best practices: the staff's content list (1280 px)", async ({ page, goto, accounts }) => {
    await accounts.login('staff@example.com');
    await goto('/staff/contenuti');
    await expect(page.getByRole('heading', { level: 1, name: 'Contenuti del sito' })).toBeVisible();
    await expect(page.locator('main').getByRole('list').getByRole('listitem').first()).toBeVisible();
    await checkAll(page, 'staff content list');
  });
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('registration: the field a step focuses is not under the sticky header (360 px)', async ({
    page,
    goto,
  }) => {
    const main = page.locator('main');
    await goto('/registration-user');
    await expect(main.getByRole('heading', { name: 'Carta fedeltà' })).toBeVisible();
    await main.getByRole('button', { name: 'Avanti', exact: true }).click();
    await expect(main.getByRole('heading', { name: 'Dati personali' })).toBeVisible();
    // From the bottom of the step, "Avanti" with nothing filled in: the first field with an error
    // takes the focus and is scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await main.getByRole('button', { name: 'Avanti', exact: true }).click();
    await expect(main.getByText('Campo obbligatorio').first()).toBeVisible();
    const focusedField = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const top = el.getBoundingClientRect().top;
        const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const tag = `${el.tagName} ${el.getAttribute('name') ?? ''}`;
        return { input: tag.startsWith('INPUT'), belowHeader: top >= headerBottom, tag, top, headerBottom };
      });
    // The scroll to the field may take a few frames: until a field has the focus below the header.
    await expect
      .poll(focusedField, 'a field has the focus, scrolled below the header')
      .toMatchObject({ input: true, belowHeader: true });
    await shot(page, 'registration-focus-360', { fullPage: false });
    // Tab back up through the page: what takes the focus in the main part shows below the header.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      const r = await page.evaluate(() => ({
        top: document.activeElement?.getBoundingClientRect().top ?? 0,
        headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
        inMain: document.activeElement?.closest('main') !== null,
      }));
      if (!r.inMain) break; // the header's own controls
      expect(
        r.top,
        `shift+tab ${i + 1}: ${r.top} px under the header (${r.headerBottom})`,
      ).toBeGreaterThanOrEqual(r.headerBottom - 1);
    }
  });

  test("home: the weekly offers' banner shows whole at 360 px", async ({ page, goto }) => {
    await goto('/');
    const img = page.locator('main img[src$="/img/banners/offerte.svg"]').first();
    await img.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const live = page.locator('[data-live] img[src$="/img/banners/offerte.svg"]').first();
    await expect(live).toBeVisible();
    await live.evaluate((el: HTMLImageElement) => (el.complete ? null : new Promise((r) => (el.onload = r))));
    const fit = await live.evaluate((el: HTMLImageElement) => ({
      objectFit: getComputedStyle(el).objectFit,
      box: el.clientWidth / el.clientHeight,
      natural: el.naturalWidth / el.naturalHeight,
    }));
    expect(
      fit.objectFit === 'contain' || Math.abs(fit.box - fit.natural) < 0.02,
      `the banner is not cut (${JSON.stringify(fit)})`,
    ).toBe(true);
    await shotOf(page.locator('[data-live]').filter({ has: live }).first(), 'home-offers-banner-360');
  });
});
