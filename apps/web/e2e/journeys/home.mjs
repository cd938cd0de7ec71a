import { assert, journey } from '../lib/harness.mjs';

journey('home: the landing page renders with header, search and footer', async ({ page }) => {
  await page.goto('/');
  await page.locator('main').waitFor();
  await page.getByRole('combobox', { name: 'Cerca prodotti' }).first().waitFor();
  await page.getByRole('contentinfo').waitFor();
  assert((await page.title()).includes('Spesa'), `title: ${await page.title()}`);
  assert((await page.locator('h1').count()) >= 1, 'the home page has a level-1 heading');
});
