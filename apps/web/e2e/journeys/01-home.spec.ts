import { expect, test } from '../lib/fixtures';

test('home: the landing page renders with header, search and footer', async ({ page, goto }) => {
  await goto('/');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cerca prodotti' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Spesa/);
  expect(await page.locator('h1').count(), 'the home page has a level-1 heading').toBeGreaterThanOrEqual(1);
});
