import type { Page } from '@playwright/test';
import { PHONE } from '../lib/browser.mjs';
import { expect, present, test } from '../lib/fixtures';

// The product page's own stepper is the first spinbutton in <main>.
const stepper = (page: Page) => page.locator('main [role="group"][aria-label^="Quantità di"]').first();
const value = (page: Page) => stepper(page).getByRole('spinbutton', { name: 'Quantità' });
/** The stepper shows `text` (as drawn: innerText). */
const expectValue = (page: Page, text: string | RegExp, what: string) =>
  expect(value(page), what).toHaveText(text, { useInnerText: true });

test('stepper with the mouse: plus, minus, double click and type', async ({ page, goto, data }) => {
  await goto(`/product/${data.pezzo.slug}`);
  const group = stepper(page);
  await expect(group).toBeVisible();
  await expectValue(page, '1 pz', 'first quantity');
  await group.getByRole('button', { name: 'Aumenta quantità' }).click();
  await group.getByRole('button', { name: 'Aumenta quantità' }).click();
  await expectValue(page, '3 pz', 'after two plus');
  await group.getByRole('button', { name: 'Diminuisci quantità' }).click();
  await expectValue(page, '2 pz', 'after minus');
  await group.getByRole('spinbutton').dblclick();
  const input = group.getByRole('textbox', { name: 'Quantità' });
  await input.fill('12');
  await input.press('Enter');
  await expectValue(page, '12 pz', 'typed quantity');
});

test.describe(() => {
  test.use({ viewport: PHONE });

  test('stepper on a phone: long press opens the manual entry', async ({ page, goto, data }) => {
    await goto(`/product/${data.pezzo.slug}`);
    const spin = stepper(page).getByRole('spinbutton');
    await spin.scrollIntoViewIfNeeded();
    const box = await spin.boundingBox();
    if (!box) throw new Error('the quantity has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Kept on purpose: a long press is a press held for a time (useLongPress: 300 ms), so the
    // pointer stays down for longer than that before it is let go.
    await page.waitForTimeout(450);
    await page.mouse.up();
    const input = stepper(page).getByRole('textbox', { name: 'Quantità' });
    await expect(input).toBeVisible();
    await input.fill('4');
    await input.press('Escape');
    await expectValue(page, '1 pz', 'Esc keeps the quantity');
  });
});

test('stepper with the keyboard only: Tab, arrows, Enter, digits, Esc, add', async ({ page, goto, data }) => {
  await goto(`/product/${data.pezzo.slug}`);
  await expect(stepper(page)).toBeVisible();
  // Reach the stepper's value with Tab alone, from the top of the page.
  let found = false;
  for (let i = 0; i < 120 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('role') === 'spinbutton' && !!el.closest('main');
    });
  }
  expect(found, 'the quantity is reachable with Tab').toBe(true);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expectValue(page, '3 pz', 'after two ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expectValue(page, '2 pz', 'after ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expectValue(page, '7 pz', 'typed with the keyboard');
  await expect(value(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('9');
  await page.keyboard.press('Escape');
  await expectValue(page, '7 pz', 'Esc cancels');
  // Next stops: plus button, then Aggiungi.
  await expect(value(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  expect(focused, 'focus after the stepper').toBe('Aggiungi');
  await page.keyboard.press('Enter');
  // A visitor is asked to log in first (the add-to-cart flow's first step).
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
});

test('stepper: Sfuso shows kg and steps by weight', async ({ page, goto, data }) => {
  const sfuso = present(data.sfuso, 'the demo catalogue has a Sfuso product');
  await goto(`/product/${sfuso.slug}`);
  await expect(stepper(page)).toBeVisible();
  const first = await value(page).innerText();
  expect(first, 'Sfuso in kg').toMatch(/^\d+(,\d+)? kg$/);
  await stepper(page).getByRole('button', { name: 'Aumenta quantità' }).click();
  await expect(value(page), 'Sfuso after plus').not.toHaveText(first, { useInnerText: true });
  await expectValue(page, /^\d+(,\d+)? kg$/, 'Sfuso after plus');
  // No manual entry for Sfuso.
  await stepper(page).getByRole('spinbutton').dblclick();
  expect(await stepper(page).getByRole('textbox').count(), 'manual entry fields for Sfuso').toBe(0);
});

test('stepper: QTY_LOCKED rounds a typed quantity and proposes the nearest ones', async ({
  page,
  goto,
  data,
}) => {
  const p = present(data.locked, 'the demo catalogue has a QTY_LOCKED product');
  const mult = Number(p.productInfos.QTY_MULT);
  await goto(`/product/${p.slug}`);
  const group = stepper(page);
  await group.getByRole('spinbutton').dblclick();
  const input = group.getByRole('textbox', { name: 'Quantità' });
  await input.fill(String(mult + 1));
  await input.press('Enter');
  const tip = page.getByRole('tooltip');
  await expect(tip.getByRole('button', { name: `Scegli ${mult} pz` })).toBeVisible();
  await tip.getByRole('button', { name: `Scegli ${2 * mult} pz` }).click();
  await expectValue(page, `${2 * mult} pz`, 'chosen quantity');
});

test('stepper: lowering below minAcq shows errors.minAcq', async ({ page, goto, data }) => {
  const p = present(data.minAcq, 'the demo catalogue has a product with minAcq');
  await goto(`/product/${p.slug}`);
  const group = stepper(page);
  await expect(group).toBeVisible();
  await group.getByRole('button', { name: 'Diminuisci quantità' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'La quantità minima acquistabile è' }),
  ).toBeVisible();
});
