import { expect, test } from '../lib/fixtures';

test('search: typing shows suggestions, choosing one opens its page', async ({ page, goto, data }) => {
  await goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
  await box.click();
  await box.pressSequentially(data.word.slice(0, 4), { delay: 60 });
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/(search|product|category)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('search: results for the typed words, with page title', async ({ page, goto, data }) => {
  await goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' }).first();
  await box.fill(data.word);
  await box.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/search' && u.searchParams.get('q') === data.word);
  await expect(page.getByRole('heading', { level: 1, name: `Risultati per «${data.word}»` })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.title(), 'title').toContain(data.word);
});

test('search: a misspelt word gets «Forse cercavi»', async ({ page, goto, data }) => {
  const { typo } = data;
  if (!typo) throw new Error('the API corrected none of the misspellings tried');
  await goto(`/search?q=${encodeURIComponent(typo)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Risultati per «${typo}»` })).toBeVisible();
  await expect(page.getByText('Forse cercavi:')).toBeVisible();
  await page.getByRole('status').getByRole('link').click();
  await expect(page).toHaveURL((u) => u.searchParams.get('q') !== typo);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('search: no results shows the tips', async ({ page, goto }) => {
  await goto('/search?q=zzqqxxkk');
  await expect(page.getByText('Nessun prodotto trovato per «zzqqxxkk»')).toBeVisible();
  await expect(page.getByText('Qualche suggerimento per la tua ricerca:')).toBeVisible();
});
