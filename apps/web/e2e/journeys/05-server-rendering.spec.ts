import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import type { ShopData } from '../lib/data';

// Catalogue pages as a search engine or a link preview gets them (no script runs), and as a
// visitor's browser takes them over (hydration) without a console error or warning.

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

type JsonLd = { '@type': string; name?: string; offers?: { price: string } };
const jsonLd = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as JsonLd,
  );

/** The server-rendered catalogue pages: home, a category, a product, a search. */
const cataloguePages = (data: ShopData) => [
  '/',
  `/category/${data.category.slug}`,
  `/product/${data.pezzo.slug}`,
  `/search?q=${encodeURIComponent(data.word)}`,
];

/** The page's console errors and warnings, from now on. */
function consoleProblems(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  return logged;
}

test('server rendering: a product page has name, price and JSON-LD before any script runs', async ({
  baseURL,
  data,
}) => {
  const p = data.pezzo;
  const res = await fetch(`${baseURL}/product/${p.slug}`);
  expect(res.status, 'status').toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(
    /<h1[^>]*>[^<]*<\/h1>/.test(root) && root.includes(escaped(p.name)),
    'the product name is in the HTML',
  ).toBe(true);
  const price = p.priceDisplay.toFixed(2).replace('.', ',');
  expect(root, `the price ${price} is in the HTML`).toContain(price);
  const product = jsonLd(html).find((o) => o['@type'] === 'Product');
  expect(product, 'Product JSON-LD').toBeDefined();
  expect(product?.name, 'JSON-LD name').toBe(p.name);
  expect(product?.offers?.price, 'JSON-LD price').toBe(p.priceDisplay.toFixed(2));
  expect(
    jsonLd(html).some((o) => o['@type'] === 'BreadcrumbList'),
    'BreadcrumbList JSON-LD',
  ).toBe(true);
});

test('server rendering: an unknown product answers 404 with Pagina non trovata', async ({
  page,
  goto,
  baseURL,
}) => {
  const res = await fetch(`${baseURL}/product/prodotto-che-non-esiste`);
  expect(res.status, 'status').toBe(404);
  const html = await res.text();
  expect(html, 'not-found title').toContain('<title>Pagina non trovata | Spesa</title>');
  await goto('/product/prodotto-che-non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
});

test('server rendering: without JavaScript the product and category pages still show their content', async ({
  browser,
  baseURL,
  data,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'it-IT' });
  try {
    const page = await noScript.newPage();
    await page.goto(`/product/${data.pezzo.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: data.pezzo.name })).toBeVisible();
    await page.goto(`/category/${data.category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: data.category.name })).toBeVisible();
    expect(
      await page.locator('main a[href^="/product/"]').count(),
      'product links in the category HTML',
    ).toBeGreaterThan(0);
  } finally {
    await noScript.close();
  }
});

test('server rendering: hydrating home, category, product and search logs nothing', async ({
  page,
  goto,
  data,
}) => {
  const logged = consoleProblems(page);
  for (const url of cataloguePages(data)) {
    await goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(logged, 'console errors and warnings').toEqual([]);
});

test.describe(() => {
  test.use({ acceptCookies: false });

  test('server rendering: a first visit gets the cookie notice in the HTML, hydrated without a warning; a choice removes it', async ({
    page,
    goto,
    reload,
    baseURL,
    data,
  }) => {
    const url = `/search?q=${encodeURIComponent(data.word)}`;
    const NOTICE = 'Rispettiamo la tua privacy';
    const first = await fetch(`${baseURL}${url}`).then((r) => r.text());
    expect(
      first.includes('id="spesa-query-state"') && first.includes(NOTICE),
      'the notice in the first HTML',
    ).toBe(true);
    const logged = consoleProblems(page);
    await goto(url, { waitUntil: 'networkidle' });
    // The notice's buttons answer once the page is hydrated.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const banner = page.getByRole('region', { name: NOTICE });
    await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(logged, 'console errors and warnings').toEqual([]);
    // The choice is a cookie the server reads: the next page comes without the notice.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'spesa_consent');
    expect(
      cookie && cookie.sameSite === 'Lax' && cookie.expires > Date.now() / 1000 + 360 * 86400,
      'a year-long Lax cookie',
    ).toBe(true);
    const again = await fetch(`${baseURL}${url}`, { headers: { cookie: `spesa_consent=${cookie?.value}` } });
    const html = await again.text();
    expect(html.includes('id="spesa-query-state"') && !html.includes(NOTICE), 'no notice with a choice').toBe(
      true,
    );
    await reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await banner.count(), 'the notice after reloading').toBe(0);
  });
});

test('server rendering: pages carry no inline script (the Content-Security-Policy forbids them)', async ({
  baseURL,
  data,
}) => {
  const tree = await fetch(`${baseURL}/ebsn/api/category?depth=1`).then((r) => r.json());
  const urls = [
    '/',
    `/category/${tree.data.categories[0].slug}`,
    `/category/${data.category.slug}`,
    `/product/${data.pezzo.slug}`,
    `/search?q=${encodeURIComponent(data.word)}`,
  ];
  for (const url of urls) {
    const html = await fetch(`${baseURL}${url}`).then((r) => r.text());
    expect(html, `${url} is rendered on the server`).toContain('id="spesa-query-state"');
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)];
    expect(inline.length, `inline scripts in ${url}`).toBe(0);
  }
});

test.describe(() => {
  // Lighthouse's phone.
  test.use({ viewport: { width: 412, height: 823 } });

  test('server rendering: the home arrives at its final layout (first tab products in the HTML, layout shift under 0.1)', async ({
    page,
    goto,
    baseURL,
  }) => {
    const html = await fetch(`${baseURL}/`).then((r) => r.text());
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    expect(panels.length, 'the home has a product-tab block').toBeGreaterThan(0);
    for (const panel of panels)
      expect(panel, `tab panel rendered with its products: ${panel}`).toContain('aria-busy="false"');
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          hadRecentInput: boolean;
          value: number;
        })[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await goto('/', { waitUntil: 'networkidle' });
    // Kept on purpose: what is measured is the layout shift over the page's first second after it
    // has loaded and hydrated (a late shift counts too), so the wait is the measurement's window.
    await page.waitForTimeout(1000);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, `cumulative layout shift of the home ${shift.toFixed(3)} (at most 0.1)`).toBeLessThan(0.1);
  });
});

test("server rendering: the page's styles come in the head, and the browser moves none of them", async ({
  page,
  goto,
  baseURL,
  data,
}) => {
  // Decision 0078: a <style> moved or added with rules for the whole page (as MUI's baseline
  // was) makes the browser restyle every element in the task that starts the page.
  // Watched from the document's start: Emotion's default cache moved them as its module was
  // evaluated, before DOMContentLoaded (decision 0079). The server's styles carry `data-s`, the
  // browser's never; a move removes the element first (the parser only adds).
  await page.addInitScript(() => {
    const w = window as unknown as { __moved: (string | undefined)[] };
    w.__moved = [];
    new MutationObserver((list) => {
      for (const m of list)
        for (const n of m.removedNodes)
          if (n instanceof HTMLStyleElement && n.hasAttribute('data-s'))
            w.__moved.push(n.dataset.emotion ?? n.dataset.serverStyles ?? n.id);
    }).observe(document, { childList: true, subtree: true });
  });
  for (const url of cataloguePages(data)) {
    const html = await fetch(`${baseURL}${url}`).then((r) => r.text());
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'));
    // The theme's sheets (shell, listings, cards) always; MUI's class styles only where the page
    // draws MUI components (a category page may draw none: decision 0083). None in the body.
    expect(head, `${url}: the page's sheets in the head`).toMatch(
      /<style data-emotion="spesa-global [^"]+" data-s="">/,
    );
    expect(head, `${url}: the baseline styles in the head`).toContain('<style id="baseline">');
    expect((root.match(/<style/g) ?? []).length, `${url}: <style> elements in the body`).toBe(0);
    await goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const moved = await page.evaluate(() =>
      (window as unknown as { __moved: (string | undefined)[] }).__moved.filter(
        (name) => !name?.startsWith('spesa-global'),
      ),
    );
    expect(moved.join(', '), `${url}: server styles the browser moved`).toBe('');
  }
});

test.describe(() => {
  // A phone: on a wide screen the listing's filter sidebar loads as hydration ends (the server
  // cannot know the width, decision 0038), a chunk no server could announce.
  test.use({ viewport: { width: 412, height: 823 } });

  test("server rendering: the page's code is announced in its head, and the browser adds no preload before hydrating", async ({
    page,
    goto,
    baseURL,
    data,
  }) => {
    // Decision 0080: the server writes a modulepreload link for each chunk of the page and of the
    // parts it drew; Vite's preload helper then finds every chunk the browser loads before
    // hydrating already in the head and appends none (each append cost a phone milliseconds).
    await page.addInitScript(() => {
      const w = window as unknown as { __added: string[] };
      w.__added = [];
      new MutationObserver((list) => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        for (const m of list)
          for (const n of m.addedNodes)
            if (n instanceof HTMLLinkElement && n.rel === 'modulepreload')
              w.__added.push(new URL(n.href).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const pageChunk: Record<string, string> = {
      '/': 'HomePage',
      '/category': 'CategoryPage',
      '/product': 'ProductPage',
      '/search': 'SearchPage',
    };
    for (const url of cataloguePages(data)) {
      const html = await fetch(`${baseURL}${url}`).then((r) => r.text());
      const head = html.slice(0, html.indexOf('</head>'));
      const announced = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
      const name = pageChunk[url.replace(/^(\/[a-z]*).*$/, '$1')];
      expect(
        announced.some((href) => href.startsWith(`/assets/${name}-`)),
        `${url}: the ${name} chunk is announced in the head (${announced.join(' ')})`,
      ).toBe(true);
      expect(new Set(announced).size, `${url}: each chunk announced once`).toBe(announced.length);
      await goto(url, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const added = await page.evaluate(() => (window as unknown as { __added: string[] }).__added);
      const unannounced = added.filter((href) => !announced.includes(href));
      expect(unannounced.join(' '), `${url}: chunks the browser had to preload itself before hydrating`).toBe(
        '',
      );
    }
  });
});

test('server rendering: after hydration every ARIA id reference points at an element of the page', async ({
  page,
  goto,
  data,
}) => {
  // Ids from useId are drawn by the server and kept by hydration: a label, description or
  // controlled element named by an id the page does not have is silent for a screen reader.
  for (const url of cataloguePages(data)) {
    await goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const broken = await page.evaluate(() =>
      [
        ...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]'),
      ].flatMap((el) =>
        ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'].flatMap((name) =>
          (el.getAttribute(name) ?? '')
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${el.tagName.toLowerCase()} ${name}=${id}`),
        ),
      ),
    );
    expect(broken.join(', '), `${url}: references to missing ids`).toBe('');
  }
});

/**
 * Scrolls through the page so that its deferred parts come to life (HydrateWhenVisible) and run
 * what only a browser runs (a carousel's dots); slides off to the side stay as the server drew them.
 */
async function wakeAll(page: Page) {
  // In one go in the page, a step of 400 px a time, each step given two frames: the parts now in
  // view have been told so (their observers run as the frame is drawn).
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y <= height; y += 400) {
      window.scrollTo(0, y);
      await frames();
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page's `main` as markup, without Emotion's inline <style> elements (the server writes them
 * next to the markup, the browser into <head>) and Emotion's class names (outside production the
 * server's carry a label, which changes their hash; the styles themselves are the same), and
 * without comments (the server's renderer marks where a lazy part was waited for) or the mark of
 * a part brought to life (decision 0064: which parts are live depends on the scroll position).
 */
const mainMarkup = async (page: Page) => {
  await wakeAll(page);
  return page.evaluate(() => {
    const main = document.querySelector('main')?.cloneNode(true) as HTMLElement;
    for (const style of main.querySelectorAll('style')) style.remove();
    // MUI's Tabs draw their scroll buttons once they have measured their width in the page, at
    // a moment that depends on how busy the machine is, not on who drew the markup.
    for (const button of main.querySelectorAll('.MuiTabScrollButton-root')) button.remove();
    // Attributes in one order (the order a runtime writes them in means nothing to the page).
    for (const el of main.querySelectorAll('*')) {
      const attrs = [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attrs) el.removeAttribute(name);
      for (const [name, value] of attrs) el.setAttribute(name, value);
    }
    // Inline styles as the browser writes them ("height: 100%;"; the server writes "height:100%;"),
    // without the position a carousel library sets on its track once it runs.
    for (const el of main.querySelectorAll<HTMLElement>('[style]')) {
      el.style.removeProperty('transform');
      if (el.style.length) el.setAttribute('style', el.style.cssText);
      else el.removeAttribute('style');
    }
    // Ids numbered in order of appearance: a page the browser draws alone draws a lazy part after
    // its siblings (it waits for its code) and numbers its ids later; a hydrated page keeps the
    // server's numbers. What must hold is which elements share an id and which refer to which.
    const order = new Map<string, string>();
    return (
      main.innerHTML
        .replace(/\bspesa-[\w-]+/g, 'spesa')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/ data-live=""/g, '')
        // The lazy parts a deferred part drew: the server's list, read before it hydrates; a part
        // drawn anew in the browser (decision 0087) lists what its render reached.
        .replace(/ data-parts="[^"]*"/g, '')
        // The server marks the chosen <option>; the browser sets the <select>'s value instead.
        .replace(/ selected=""/g, '')
        .replace(/\bP\d+-\d+\b/g, (id) => {
          if (!order.has(id)) order.set(id, `id${order.size}`);
          return order.get(id) as string;
        })
    );
  });
};

test('server rendering: the server draws the same markup the browser would, ids included', async ({
  page,
  goto,
  reload,
  data,
}) => {
  // The hydrating runtime (decision 0077) keeps the server's attributes as they are, so they
  // must already be what the browser's own render gives: compare each page with the browser
  // rendering it alone (the server's markup and data block taken out of the HTML).
  for (const url of cataloguePages(data)) {
    await goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const hydrated = await mainMarkup(page);
    await page.route(url === '/' ? /\/(\?.*)?$/ : `**${url}`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text())
        .replace(/<script type="application\/json" id="spesa-query-state">[\s\S]*?<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
      await route.fulfill({ response: res, body: html });
    });
    await reload({ waitUntil: 'networkidle' });
    await page.unrouteAll();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const clientOnly = await mainMarkup(page);
    if (hydrated !== clientOnly) {
      let at = 0;
      while (hydrated[at] === clientOnly[at]) at++;
      throw new Error(
        `${url}: server and browser markup differ at ${at}:\n  server  …${hydrated.slice(Math.max(0, at - 120), at + 120)}\n  browser …${clientOnly.slice(Math.max(0, at - 120), at + 120)}`,
      );
    }
  }
});
