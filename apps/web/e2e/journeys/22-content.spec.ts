// Content pages, the home's content sliders and the dynamic forms (issue 17), at phone width.
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, newContext } from '../lib/browser.mjs';
import { check } from '../lib/axe';
import { expect, startingWith, test } from '../lib/fixtures';
import { shot, shotOf } from '../lib/screenshots';

// A real 1x1 PNG: the server checks uploads by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Goto = (url: string) => Promise<unknown>;

/** Opens the first card of the home slider named `name` and waits for the article's heading. */
async function openFromSlider(page: Page, goto: Goto, name: string, shotName: string) {
  await goto('/');
  const slider = page.getByRole('region', { name });
  // Blocks below the first row come to life as they scroll in, their server HTML replaced
  // (decision 0064): scroll at once (no waiting on an element about to go), then wait for that.
  await slider.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(page.locator('[data-live]').getByRole('region', { name })).toBeVisible();
  await expect(slider.locator('img').first()).toBeVisible();
  await shotOf(slider, shotName);
  const first = slider.getByRole('link').first();
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** Opens a tab of the staff editor (logged in as staff). */
async function editorTab(page: Page, goto: Goto, name: string) {
  await goto('/staff/contenuti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenuti del sito' })).toBeVisible();
  await page.getByRole('tab', { name, exact: true }).click();
}

test.use({ viewport: PHONE });

test('content: a news post and a recipe from the home slider', async ({ page, goto }) => {
  const news = await openFromSlider(page, goto, 'Novità dai nostri negozi', 'content-home-news-slider-360');
  expect(new URL(page.url()).pathname, `news url: ${page.url()}`).toMatch(/^\/news\/[a-z0-9-]+$/);
  await expect(page.getByText(/^Pubblicato il /)).toBeVisible();
  await expect(page, 'news title').toHaveTitle(startingWith(news));
  await shot(page, 'content-news-360');

  await openFromSlider(page, goto, 'Le ricette di stagione', 'content-home-recipes-slider-360');
  expect(new URL(page.url()).pathname, `recipe url: ${page.url()}`).toMatch(/^\/ricette\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredienti' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Preparazione' })).toBeVisible();
  await expect(page.getByText('Tempo di preparazione')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi gli ingredienti al carrello' })).toBeVisible();
  await shot(page, 'content-recipe-360');
  await check(page, 'recipe page');
});

test('content: the recipe dialog ticks the products the recipe links, and only suggests the others', async ({
  page,
  goto,
}) => {
  // Issue 40: the tiramisù's sugar is sugar (not flour), its mascarpone mascarpone (not burrata).
  await goto('/ricette/tiramisu');
  await page.getByRole('button', { name: 'Aggiungi gli ingredienti al carrello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi gli ingredienti al carrello' });
  const group = (text: string) =>
    dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text }) });
  const box = (text: string, product: string) =>
    group(text).getByRole('checkbox', { name: new RegExp(product) });
  await expect(box('500 g di mascarpone', 'Mascarpone')).toBeVisible();
  await expect(box('500 g di mascarpone', 'Mascarpone'), 'mascarpone ticked').toBeChecked();
  await expect(box('100 g di zucchero', 'Zucchero semolato'), 'sugar ticked').toBeChecked();
  await expect(box('4 uova', 'Uova fresche da allevamento a terra'), 'eggs ticked').toBeChecked();
  expect(
    await group('100 g di zucchero')
      .getByText(/Farina/)
      .count(),
    'no flour for the sugar',
  ).toBe(0);
  // The savoiardi are linked to nothing: whatever the search offers is only suggested.
  const savoiardi = group('300 g di savoiardi');
  await expect(savoiardi.getByText(/Nessun prodotto trovato|Suggerimento/).first()).toBeVisible();
  for (const suggestion of await savoiardi.getByRole('checkbox').all())
    expect(await suggestion.isChecked(), 'a suggestion is not ticked').toBe(false);
  await shot(page, 'content-recipe-dialog-360', { fullPage: false });
  await check(page, 'recipe ingredients dialog');
});

test('content: a static page from the footer, rendered on the server', async ({ page, goto }) => {
  await goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Chi siamo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  expect(new URL(page.url()).pathname, `url: ${page.url()}`).toBe('/page/chi-siamo');
  await expect(
    page.getByRole('navigation', { name: /percorso/i }).getByRole('link', { name: 'Homepage' }),
  ).toBeVisible();
  await shot(page, 'content-page-360');
  await check(page, 'static page');
  // Without scripts: the server sends the page's text and its own title.
  const html = await (await page.request.get('/page/eventi')).text();
  expect(html, 'the events page is rendered on the server').toContain('Degustazione di formaggi delle valli');
  expect(html, 'the events page has its title').toContain('<title>Eventi nei negozi | Spesa</title>');
  const home = await (await page.request.get('/')).text();
  expect(home, 'the home is rendered with its recipes slider').toContain('Risotto alla milanese');
  const missing = await page.request.get('/page/non-esiste');
  expect(missing.status(), 'unknown page').toBe(404);
});

test('content: send the contact form with an attachment and see the thank-you', async ({ page, goto }) => {
  await goto('/page/contatti');
  const form = page.getByRole('region', { name: 'Scrivici' });
  await expect(form).toBeVisible();
  // Sent empty: the spec's banner, and the form stays.
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByText('La form non è stata compilata correttamente')).toBeVisible();
  await expect(form.getByText('È obbligatorio accettare questo consenso per procedere')).toBeVisible();
  await shot(page, 'content-form-errors-360');
  await check(page, 'contact form with errors');

  await form.getByRole('textbox', { name: /^Nome/ }).fill('Anna');
  await form.getByRole('textbox', { name: /^Cognome/ }).fill('Verdi');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('anna.verdi@example.com');
  await form.getByRole('combobox', { name: /^Argomento/ }).selectOption('consegna');
  await form.getByRole('textbox', { name: /^Messaggio/ }).fill('La consegna di ieri è arrivata in ritardo.');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'scontrino.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/^scontrino\.png/)).toBeVisible();
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await shot(page, 'content-form-filled-360');
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(page.getByText('Grazie per averci inviato la tua richiesta')).toBeVisible();
  expect(
    await page.getByRole('region', { name: 'Scrivici' }).count(),
    'the form is hidden after sending',
  ).toBe(0);
  await shot(page, 'content-form-sent-360');
});

test('content: a staff user publishes a page and a shopper sees it', async ({
  page,
  goto,
  accounts,
  browser,
  baseURL,
}) => {
  await accounts.login('staff@example.com');
  await goto('/staff/contenuti');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenuti del sito' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuovo' }).click();
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Apertura straordinaria');
  const text = page.getByRole('textbox', { name: 'Testo', exact: true });
  await text.click();
  await page.keyboard.type('Domenica 13 dicembre tutti i negozi sono aperti dalle 9 alle 20.');
  await page.getByRole('textbox', { name: 'Testo di validità' }).fill('Solo domenica 13 dicembre');
  await page.getByRole('button', { name: 'Anteprima' }).click();
  await expect(
    page.getByRole('region', { name: 'Anteprima' }).getByText(/tutti i negozi sono aperti/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pubblica ora' }).click();
  await expect(page.getByText('Salvato: Pubblicato')).toBeVisible();
  await shot(page, 'content-editor-360');
  await check(page, 'staff content editor');

  // A visitor in another browser finds it at its address.
  const visitor = await newContext(browser, baseURL as string, PHONE);
  try {
    const other = await visitor.newPage();
    await other.goto('/page/apertura-straordinaria');
    await expect(other.getByRole('heading', { level: 1, name: 'Apertura straordinaria' })).toBeVisible();
    await expect(other.getByText('Solo domenica 13 dicembre')).toBeVisible();
    await expect(other.getByText('tutti i negozi sono aperti dalle 9 alle 20')).toBeVisible();
    await shot(other, 'content-published-page-360');
  } finally {
    await visitor.close();
  }
});

test('content: a logged-in shopper sees CAMI points and the card barcode on the home', async ({
  page,
  goto,
  accounts,
}) => {
  await accounts.login('mario.rossi@example.com');
  await goto('/');
  const points = page.getByRole('region', { name: 'I tuoi punti CAMI' });
  await expect(points.getByText(/^Hai [\d.]+ punti CAMI$/)).toBeVisible();
  await expect(
    points.getByRole('link', { name: 'Scopri i premi' }),
    'points link to the Awards page',
  ).toHaveAttribute('href', '/page/premi');
  const card = page.getByRole('region', { name: 'La tua carta CAMI' });
  await expect(card.getByText('Mario Rossi')).toBeVisible();
  await expect(card.getByRole('img', { name: /Codice a barre della carta \d+/ })).toBeVisible();
  await points.scrollIntoViewIfNeeded();
  await shot(page, 'content-home-loyalty-360', { fullPage: false });
  await card.getByRole('button', { name: 'Ingrandisci il codice a barre' }).click();
  const dialog = page.getByRole('dialog', { name: 'La tua carta CAMI' });
  await expect(dialog.getByRole('img', { name: /Codice a barre/ })).toBeVisible();
  await shot(page, 'content-card-barcode-360', { fullPage: false });
  await check(page, 'card barcode dialog');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test.describe(() => {
  test.use({ seenTutorial: false, app: true });

  test('content: the home tutorial on a first visit in the mobile app, skipped for good', async ({
    page,
    goto,
    reload,
  }) => {
    await goto('/');
    const first = page.getByRole('dialog', { name: 'Benvenuto su Spesa' });
    await expect(first).toBeVisible();
    await shot(page, 'content-tutorial-360', { fullPage: false });
    await check(page, 'home tutorial');
    await first.getByRole('button', { name: 'Avanti' }).click();
    const second = page.getByRole('dialog', { name: 'A casa tua o in negozio' });
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: 'Avanti' }).click();
    const last = page.getByRole('dialog', { name: 'Offerte e punti CAMI' });
    await expect(last.getByRole('button', { name: 'Scopri' })).toBeVisible();
    await last.getByRole('button', { name: 'Salta' }).click();
    await expect(last).toBeHidden();
    // Seen: a reload shows the home without it.
    await reload();
    await expect(page.getByRole('region', { name: 'Le ricette di stagione' })).toBeVisible();
    // Kept on purpose: what is checked is that the tutorial does not come, so its lazy chunk is
    // given the time to load and decide before the page is found without a dialog.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count(), 'the tutorial stays hidden after Salta').toBe(0);
  });
});

test.describe(() => {
  test.use({ seenTutorial: false });

  test('content: a first visit on the web shows the home without the tutorial, nor loads its code', async ({
    page,
    goto,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await goto('/');
    await expect(page.getByRole('region', { name: 'Le ricette di stagione' })).toBeVisible();
    // Kept on purpose, as above: neither the tutorial nor its code comes in the time it would take.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count(), 'no tutorial on the web').toBe(0);
    const tutorial = scripts.filter((u) => /\/assets\/Tutorial-/.test(u));
    expect(tutorial, "the tutorial's code was loaded").toEqual([]);
  });
});

test('content: a staff user renames a footer link and a visitor sees it', async ({
  page,
  goto,
  accounts,
  browser,
  baseURL,
}) => {
  await accounts.login('staff@example.com');
  await editorTab(page, goto, 'Menu');
  await page.getByRole('button', { name: /^Footer/ }).click();
  const item = page.getByRole('textbox', { name: 'Testo della voce 5' });
  await expect(item, 'fifth footer item').toHaveValue('Vantaggi CAMI');
  await item.fill('Vantaggi della carta CAMI');
  // A bad address is refused with its reason before anything is sent.
  await page.getByRole('textbox', { name: 'Indirizzo della voce 5' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Salva il menu' }).click();
  await expect(page.getByText('Un indirizzo che inizia con /, https://, mailto: o tel:')).toBeVisible();
  await page.getByRole('textbox', { name: 'Indirizzo della voce 5' }).fill('/page/vantaggi');
  await page.getByRole('button', { name: 'Salva il menu' }).click();
  await expect(page.getByText('Menu salvato')).toBeVisible();
  await shot(page, 'content-editor-menu-360');
  await check(page, 'menu editor');

  const visitor = await newContext(browser, baseURL as string, PHONE);
  try {
    const other = await visitor.newPage();
    const link = other.getByRole('contentinfo').getByRole('link', { name: 'Vantaggi della carta CAMI' });
    // Visitors' pages are rendered once and shared for 15 seconds (decision 0039): the home an
    // earlier journey opened may still be that copy, so look again, every 4 s, until it has gone.
    await expect(async () => {
      await other.goto('/');
      expect(await link.count(), 'the renamed link in the footer').toBeGreaterThan(0);
    }).toPass({ intervals: [4_000], timeout: 30_000 });
    await expect(link).toBeVisible();
    await expect(link, 'the renamed link keeps its address').toHaveAttribute('href', '/page/vantaggi');
  } finally {
    await visitor.close();
  }
});

test('content: a staff user builds a form, a slider and a news post with an uploaded picture', async ({
  page,
  goto,
  accounts,
}) => {
  await accounts.login('staff@example.com');
  await editorTab(page, goto, 'Moduli');
  await expect(page.getByRole('button', { name: /^Scrivici/ })).toBeVisible();
  await shot(page, 'content-editor-forms-360');
  await page.getByRole('button', { name: 'Nuovo modulo' }).click();
  await page.getByRole('textbox', { name: 'Titolo' }).fill('Lavora con noi');
  await page.getByRole('textbox', { name: 'Slug (indirizzo)' }).fill('lavora-con-noi');
  await page.getByRole('textbox', { name: 'E-mail a cui inviare le richieste' }).fill('personale@');
  await page.getByRole('button', { name: 'Aggiungi un campo' }).click();
  await page.getByRole('button', { name: 'Salva il modulo' }).click();
  await expect(page.getByText('Digitare una e-mail valida')).toBeVisible();
  await expect(page.getByText("L'etichetta è obbligatoria (al massimo 300 caratteri)")).toBeVisible();
  await shot(page, 'content-editor-form-errors-360');
  await check(page, 'form editor with errors');
  await page
    .getByRole('textbox', { name: 'E-mail a cui inviare le richieste' })
    .fill('personale@spesa.example');
  await page
    .getByRole('region', { name: /^Campo 2/ })
    .getByRole('textbox', { name: 'Etichetta' })
    .fill('Il tuo nome');
  await page.getByRole('button', { name: 'Sposta su il campo 2' }).click();
  await page.getByRole('button', { name: 'Salva il modulo' }).click();
  await expect(page.getByText('Modulo salvato')).toBeVisible();
  const definition = await (
    await page.request.get('/p/wp-json/spesa/v1/forms/get_mail_pars?form_id=lavora-con-noi')
  ).json();
  expect(
    (definition.fields as { label: string }[]).map((f) => f.label),
    "the form's fields in order",
  ).toEqual(['Il tuo nome', 'Invia']);

  await editorTab(page, goto, 'Slider');
  await page.getByRole('button', { name: 'Nuovo', exact: true }).click();
  await page.getByRole('button', { name: 'Aggiungi una slide' }).click();
  await page
    .getByRole('region', { name: 'Slide 1' })
    .getByRole('textbox', { name: 'Titolo' })
    .fill('Panettoni');
  await shot(page, 'content-editor-slider-360');
  await check(page, 'slider editor');

  await editorTab(page, goto, 'Notizie');
  await page.getByRole('button', { name: 'Nuovo', exact: true }).click();
  await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill('Il panettone del forno');
  const pictures = page.locator('input[type=file]');
  // The featured image's picker (the first one inserts into the text).
  await pictures.nth(1).setInputFiles({
    name: 'panettone.exe.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ' + '\0'.repeat(200)),
  });
  await expect(page.getByText('Sono ammesse solo immagini jpg, png, webp, gif, avif.')).toBeVisible();
  await pictures.nth(1).setInputFiles({ name: 'panettone.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Anteprima: Immagine in evidenza' });
  await expect(preview).toBeVisible();
  const src = (await preview.getAttribute('src')) ?? '';
  expect(src, 'uploaded picture').toMatch(/^\/p\/wp-content\/uploads\/[A-Za-z0-9_-]{32}\.png$/);
  const served = await page.request.get(src);
  expect(served.headers()['content-type'], 'the picture is served as a PNG').toBe('image/png');
  await page.getByRole('button', { name: 'Pubblica ora' }).click();
  await expect(page.getByText('Salvato: Pubblicato')).toBeVisible();
  await shot(page, 'content-editor-picture-360');
});

// Issue 40: /news and /ricette list their posts (they answered 404), server-rendered like the
// posts; a card opens the post, whose breadcrumb leads back to the list.
for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(() => {
    test.use({ viewport });

    test(`content: the news and recipes index pages, their cards and the way back (${label} px)`, async ({
      page,
      goto,
      baseURL,
    }) => {
      for (const [path, title, detail] of [
        ['/news', 'Notizie', /^\/news\/[a-z0-9-]+$/],
        ['/ricette', 'Ricette', /^\/ricette\/[a-z0-9-]+$/],
      ] as const) {
        const res = await fetch(`${baseURL}${path}`);
        expect(res.status, `${path}: ${res.status}`).toBe(200);
        const html = await res.text();
        expect(html, `${path} has its title`).toContain(`<title>${title} | Spesa</title>`);
        expect(html, `${path} is rendered with its cards`).toMatch(
          /<h2[^>]*><a [^>]*href="\/(news|ricette)\/[a-z0-9-]+"/,
        );
        await goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const cards = page
          .locator('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 2 }) });
        await expect(cards.first()).toBeVisible();
        expect(await cards.count(), `${path}: at least three cards`).toBeGreaterThanOrEqual(3);
        await expect(cards.first().locator('img')).toBeVisible();
        await shot(page, `content-index${path.replace('/', '-')}-${label}`, { fullPage: false });
        await check(page, `${path} (${label} px)`);
        const link = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
        const name = (await link.innerText()).trim();
        // The whole card answers a tap: its picture, covered by the title link's ::after.
        await cards.first().click({ position: { x: 40, y: 40 } });
        await expect(page).toHaveURL((url) => detail.test(url.pathname));
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page
          .getByRole('navigation', { name: /percorso/i })
          .getByRole('link', { name: title })
          .click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
      const past = await fetch(`${baseURL}/news?page=99`);
      expect(past.status, `a page past the last one: ${past.status}`).toBe(404);
      for (const path of ['/profile/non-esiste', '/profile/orders/1/altro']) {
        const res = await fetch(`${baseURL}${path}`);
        expect(res.status, `${path}: ${res.status}`).toBe(404);
      }
      await goto('/profile/non-esiste');
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    });
  });
}

// Decision 0107: staff edit a recipe's ingredients and link each to products; the recipe page's
// dialog offers the product linked. At phone width, by keyboard for the product search. The
// risotto, which no other journey reads: its rice gets a second product beside Carnaroli.
test('content: a staff user links a recipe ingredient to a product and the recipe page offers it', async ({
  page,
  goto,
  accounts,
}) => {
  await accounts.login('staff@example.com');
  await editorTab(page, goto, 'Ricette');
  await page.getByRole('button', { name: /^Risotto alla milanese/ }).click();
  const ingredients = page.getByRole('group', { name: 'Ingredienti' });
  const rice = ingredients.getByRole('group', { name: 'Ingrediente 1' });
  await expect(
    rice.getByRole('textbox', { name: 'Ingrediente 1' }),
    'the first ingredient is the rice',
  ).toHaveValue('320 g di riso Carnaroli');
  await expect(rice.getByText('Riso Carnaroli').first()).toBeVisible();
  const search = rice.getByRole('combobox', { name: 'Aggiungi prodotto' });
  await search.click();
  await page.keyboard.type('riso vialone');
  const option = rice.getByRole('option').first();
  await expect(option).toBeVisible();
  // The option's first line is the product's name (a second one its brand and size).
  const name = (await option.innerText()).split('\n')[0].trim();
  expect(name, `the search offers the Vialone nano first: ${name}`).toMatch(/Vialone/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(
    rice.getByRole('list', { name: 'Prodotti di 320 g di riso Carnaroli' }).getByText(name),
  ).toBeVisible();
  await shot(page, 'content-editor-recipe-ingredients-360');
  await check(page, 'recipe ingredients editor');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `nothing wider than the phone: ${width}px`).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Salvato: Pubblicato')).toBeVisible();

  await goto('/ricette/risotto-alla-milanese');
  await page.getByRole('button', { name: 'Aggiungi gli ingredienti al carrello' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi gli ingredienti al carrello' });
  await expect(dialog.getByText(name, { exact: true }).first()).toBeVisible();
});
