import { assert, journey } from '../lib/harness.mjs';

journey('search: typing shows suggestions, choosing one opens its page', async ({ page, data }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
  await box.click();
  await box.pressSequentially(data.word.slice(0, 4), { delay: 60 });
  const option = page.getByRole('option').first();
  await option.waitFor();
  await option.click();
  await page.waitForURL(/\/(search|product|category)/);
  await page.getByRole('heading', { level: 1 }).waitFor();
});

journey('search: results for the typed words, with page title', async ({ page, data }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
  await box.fill(data.word);
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === data.word);
  await page.getByRole('heading', { level: 1, name: `Risultati per «${data.word}»` }).waitFor();
  await page.locator('main article').first().waitFor();
  assert((await page.title()).includes(data.word), `title: ${await page.title()}`);
});

journey('search: a misspelt word gets «Forse cercavi»', async ({ page, data }) => {
  if (!data.typo) throw new Error('the API corrected none of the misspellings tried');
  await page.goto(`/search?q=${encodeURIComponent(data.typo)}`);
  await page.getByRole('heading', { level: 1, name: `Risultati per «${data.typo}»` }).waitFor();
  const hint = page.getByText('Forse cercavi:');
  await hint.waitFor();
  await page.getByRole('status').getByRole('link').click();
  await page.waitForURL((u) => u.searchParams.get('q') !== data.typo);
  await page.locator('main article').first().waitFor();
});

journey('search: no results shows the tips', async ({ page }) => {
  await page.goto('/search?q=zzqqxxkk');
  await page.getByText('Nessun prodotto trovato per «zzqqxxkk»').waitFor();
  await page.getByText('Qualche suggerimento per la tua ricerca:').waitFor();
});
