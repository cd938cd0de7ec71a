import { PHONE } from '../lib/browser.mjs';
import { assert, assertEqual, journey } from '../lib/harness.mjs';

// The product page's own stepper is the first spinbutton in <main>.
const stepper = (page) => page.locator('main [role="group"][aria-label^="Quantità di"]').first();
const valueOf = (page) => stepper(page).getByRole('spinbutton', { name: 'Quantità' }).innerText();

journey('stepper with the mouse: plus, minus, double click and type', async ({ page, data }) => {
  await page.goto(`/product/${data.pezzo.slug}`);
  const group = stepper(page);
  await group.waitFor();
  assertEqual(await valueOf(page), '1 pz', 'first quantity');
  await group.getByRole('button', { name: 'Aumenta quantità' }).click();
  await group.getByRole('button', { name: 'Aumenta quantità' }).click();
  assertEqual(await valueOf(page), '3 pz', 'after two plus');
  await group.getByRole('button', { name: 'Diminuisci quantità' }).click();
  assertEqual(await valueOf(page), '2 pz', 'after minus');
  await group.getByRole('spinbutton').dblclick();
  const input = group.getByRole('textbox', { name: 'Quantità' });
  await input.fill('12');
  await input.press('Enter');
  assertEqual(await valueOf(page), '12 pz', 'typed quantity');
});

journey(
  'stepper on a phone: long press opens the manual entry',
  async ({ page, data }) => {
    await page.goto(`/product/${data.pezzo.slug}`);
    const value = stepper(page).getByRole('spinbutton');
    await value.scrollIntoViewIfNeeded();
    const box = await value.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(450);
    await page.mouse.up();
    const input = stepper(page).getByRole('textbox', { name: 'Quantità' });
    await input.waitFor();
    await input.fill('4');
    await input.press('Escape');
    assertEqual(await valueOf(page), '1 pz', 'Esc keeps the quantity');
  },
  { viewport: PHONE },
);

journey('stepper with the keyboard only: Tab, arrows, Enter, digits, Esc, add', async ({ page, data }) => {
  await page.goto(`/product/${data.pezzo.slug}`);
  await stepper(page).waitFor();
  // Reach the stepper's value with Tab alone, from the top of the page.
  let found = false;
  for (let i = 0; i < 120 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('role') === 'spinbutton' && !!el.closest('main');
    });
  }
  assert(found, 'the quantity is reachable with Tab');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assertEqual(await valueOf(page), '3 pz', 'after two ArrowUp');
  await page.keyboard.press('ArrowDown');
  assertEqual(await valueOf(page), '2 pz', 'after ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  assertEqual(await valueOf(page), '7 pz', 'typed with the keyboard');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'spinbutton');
  await page.keyboard.press('Enter');
  await page.keyboard.type('9');
  await page.keyboard.press('Escape');
  assertEqual(await valueOf(page), '7 pz', 'Esc cancels');
  // Next stops: plus button, then Aggiungi.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'spinbutton');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  assertEqual(focused, 'Aggiungi', 'focus after the stepper');
  await page.keyboard.press('Enter');
  // A visitor is asked to log in first (the add-to-cart flow's first step).
  await page.getByRole('dialog', { name: 'Accedi' }).waitFor();
});

journey('stepper: Sfuso shows kg and steps by weight', async ({ page, data }) => {
  assert(data.sfuso, 'the demo catalogue has a Sfuso product');
  await page.goto(`/product/${data.sfuso.slug}`);
  await stepper(page).waitFor();
  const first = await valueOf(page);
  assert(/^\d+(,\d+)? kg$/.test(first), `Sfuso in kg: ${first}`);
  await stepper(page).getByRole('button', { name: 'Aumenta quantità' }).click();
  const next = await valueOf(page);
  assert(/^\d+(,\d+)? kg$/.test(next) && next !== first, `Sfuso after plus: ${next}`);
  // No manual entry for Sfuso.
  await stepper(page).getByRole('spinbutton').dblclick();
  assertEqual(await stepper(page).getByRole('textbox').count(), 0, 'manual entry fields for Sfuso');
});

journey(
  'stepper: QTY_LOCKED rounds a typed quantity and proposes the nearest ones',
  async ({ page, data }) => {
    const p = data.locked;
    assert(p, 'the demo catalogue has a QTY_LOCKED product');
    const mult = Number(p.productInfos.QTY_MULT);
    await page.goto(`/product/${p.slug}`);
    const group = stepper(page);
    await group.getByRole('spinbutton').dblclick();
    const input = group.getByRole('textbox', { name: 'Quantità' });
    await input.fill(String(mult + 1));
    await input.press('Enter');
    const tip = page.getByRole('tooltip');
    await tip.getByRole('button', { name: `Scegli ${mult} pz` }).waitFor();
    await tip.getByRole('button', { name: `Scegli ${2 * mult} pz` }).click();
    assertEqual(await valueOf(page), `${2 * mult} pz`, 'chosen quantity');
  },
);

journey('stepper: lowering below minAcq shows errors.minAcq', async ({ page, data }) => {
  const p = data.minAcq;
  assert(p, 'the demo catalogue has a product with minAcq');
  await page.goto(`/product/${p.slug}`);
  const group = stepper(page);
  await group.waitFor();
  await group.getByRole('button', { name: 'Diminuisci quantità' }).click();
  await page.getByRole('alert').filter({ hasText: 'La quantità minima acquistabile è' }).waitFor();
});
