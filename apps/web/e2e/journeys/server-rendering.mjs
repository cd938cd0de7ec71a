import { assert, assertEqual, journey } from '../lib/harness.mjs';

// Catalogue pages as a search engine or a link preview gets them (no script runs), and as a
// visitor's browser takes them over (hydration) without a console error or warning.

/** Text as React writes it into HTML. */
const escaped = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const jsonLd = (html) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

journey(
  'server rendering: a product page has name, price and JSON-LD before any script runs',
  async ({ baseURL, data }) => {
    const p = data.pezzo;
    const res = await fetch(`${baseURL}/product/${p.slug}`);
    assertEqual(res.status, 200, 'status');
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    assert(
      /<h1[^>]*>[^<]*<\/h1>/.test(root) && root.includes(escaped(p.name)),
      'the product name is in the HTML',
    );
    const price = p.priceDisplay.toFixed(2).replace('.', ',');
    assert(root.includes(price), `the price ${price} is in the HTML`);
    const product = jsonLd(html).find((o) => o['@type'] === 'Product');
    assert(product, 'Product JSON-LD');
    assertEqual(product.name, p.name, 'JSON-LD name');
    assertEqual(product.offers.price, p.priceDisplay.toFixed(2), 'JSON-LD price');
    assert(
      jsonLd(html).some((o) => o['@type'] === 'BreadcrumbList'),
      'BreadcrumbList JSON-LD',
    );
  },
);

journey(
  'server rendering: an unknown product answers 404 with Pagina non trovata',
  async ({ page, baseURL }) => {
    const res = await fetch(`${baseURL}/product/prodotto-che-non-esiste`);
    assertEqual(res.status, 404, 'status');
    const html = await res.text();
    assert(html.includes('<title>Pagina non trovata | Spesa</title>'), 'not-found title');
    await page.goto('/product/prodotto-che-non-esiste');
    await page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }).waitFor();
  },
);

journey(
  'server rendering: without JavaScript the product and category pages still show their content',
  async ({ context, baseURL, data }) => {
    const noScript = await context
      .browser()
      .newContext({ baseURL, javaScriptEnabled: false, locale: 'it-IT' });
    try {
      const page = await noScript.newPage();
      await page.goto(`/product/${data.pezzo.slug}`);
      await page.getByRole('heading', { level: 1, name: data.pezzo.name }).waitFor();
      await page.goto(`/category/${data.category.slug}`);
      await page.getByRole('heading', { level: 1, name: data.category.name }).waitFor();
      assert(
        (await page.locator('main a[href^="/product/"]').count()) > 0,
        'product links in the category HTML',
      );
    } finally {
      await noScript.close();
    }
  },
);

journey(
  'server rendering: hydrating home, category, product and search logs nothing',
  async ({ page, data }) => {
    const logged = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
    });
    for (const url of cataloguePages(data)) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    assertEqual(logged.join('\n'), '', 'console errors and warnings');
  },
);

journey(
  'server rendering: a first visit gets the cookie notice in the HTML, hydrated without a warning; a choice removes it',
  async ({ page, baseURL, data }) => {
    const url = `/search?q=${encodeURIComponent(data.word)}`;
    const NOTICE = 'Rispettiamo la tua privacy';
    const first = await fetch(`${baseURL}${url}`).then((r) => r.text());
    assert(first.includes('id="spesa-query-state"') && first.includes(NOTICE), 'the notice in the first HTML');
    const logged = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The notice's buttons answer once the page is hydrated.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const banner = page.getByRole('region', { name: NOTICE });
    await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    assertEqual(logged.join('\n'), '', 'console errors and warnings');
    // The choice is a cookie the server reads: the next page comes without the notice.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'spesa_consent');
    assert(cookie && cookie.sameSite === 'Lax' && cookie.expires > Date.now() / 1000 + 360 * 86400, 'a year-long Lax cookie');
    const again = await fetch(`${baseURL}${url}`, { headers: { cookie: `spesa_consent=${cookie.value}` } });
    const html = await again.text();
    assert(html.includes('id="spesa-query-state"') && !html.includes(NOTICE), 'no notice with a choice');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assertEqual(await banner.count(), 0, 'the notice after reloading');
  },
  { acceptCookies: false },
);

journey('server rendering: pages carry no inline script (the Content-Security-Policy forbids them)', async ({ baseURL, data }) => {
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
    assert(html.includes('id="spesa-query-state"'), `${url} is rendered on the server`);
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)];
    assertEqual(inline.length, 0, `inline scripts in ${url}`);
  }
});

journey(
  'server rendering: the home arrives at its final layout (first tab products in the HTML, layout shift under 0.1)',
  async ({ page, baseURL }) => {
    const html = await fetch(`${baseURL}/`).then((r) => r.text());
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    assert(panels.length > 0, 'the home has a product-tab block');
    for (const panel of panels)
      assert(panel.includes('aria-busy="false"'), `tab panel rendered with its products: ${panel}`);
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const shift = await page.evaluate(() => window.__shift);
    assert(shift < 0.1, `cumulative layout shift of the home ${shift.toFixed(3)} (at most 0.1)`);
  },
  // Lighthouse's phone.
  { viewport: { width: 412, height: 823 } },
);

journey(
  "server rendering: the page's styles come in the head, and the browser moves none of them",
  async ({ page, baseURL, data }) => {
    // Decision 0078: a <style> moved or added with rules for the whole page (as MUI's baseline
    // was) makes the browser restyle every element in the task that starts the page.
    // Watched from the document's start: Emotion's default cache moved them as its module was
    // evaluated, before DOMContentLoaded (decision 0079). The server's styles carry `data-s`, the
    // browser's never; a move removes the element first (the parser only adds).
    await page.addInitScript(() => {
      window.__moved = [];
      new MutationObserver((list) => {
        for (const m of list)
          for (const n of m.removedNodes)
            if (n.localName === 'style' && n.hasAttribute('data-s'))
              window.__moved.push(n.dataset.emotion ?? n.dataset.serverStyles ?? n.id);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const url of cataloguePages(data)) {
      const html = await fetch(`${baseURL}${url}`).then((r) => r.text());
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.slice(html.indexOf('<div id="root">'));
      // The theme's sheets (shell, listings, cards) always; MUI's class styles only where the page
      // draws MUI components (a category page may draw none: decision 0083). None in the body.
      assert(/<style data-emotion="spesa-global [^"]+" data-s="">/.test(head), `${url}: the page's sheets in the head`);
      assert(head.includes('<style id="baseline">'), `${url}: the baseline styles in the head`);
      assertEqual((root.match(/<style/g) ?? []).length, 0, `${url}: <style> elements in the body`);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const moved = await page.evaluate(() => window.__moved.filter((name) => !name?.startsWith('spesa-global')));
      assertEqual(moved.join(', '), '', `${url}: server styles the browser moved`);
    }
  },
);

journey(
  "server rendering: the page's code is announced in its head, and the browser adds no preload before hydrating",
  async ({ page, baseURL, data }) => {
    // Decision 0080: the server writes a modulepreload link for each chunk of the page and of the
    // parts it drew; Vite's preload helper then finds every chunk the browser loads before
    // hydrating already in the head and appends none (each append cost a phone milliseconds).
    await page.addInitScript(() => {
      window.__added = [];
      new MutationObserver((list) => {
        if (document.documentElement.hasAttribute('data-hydrated')) return;
        for (const m of list)
          for (const n of m.addedNodes)
            if (n.localName === 'link' && n.rel === 'modulepreload') window.__added.push(new URL(n.href).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    const pageChunk = { '/': 'HomePage', '/category': 'CategoryPage', '/product': 'ProductPage', '/search': 'SearchPage' };
    for (const url of cataloguePages(data)) {
      const html = await fetch(`${baseURL}${url}`).then((r) => r.text());
      const head = html.slice(0, html.indexOf('</head>'));
      const announced = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      const name = pageChunk[url.replace(/^(\/[a-z]*).*$/, '$1')];
      assert(
        announced.some((href) => href.startsWith(`/assets/${name}-`)),
        `${url}: the ${name} chunk is announced in the head (${announced.join(' ')})`,
      );
      assertEqual(new Set(announced).size, announced.length, `${url}: each chunk announced once`);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const added = await page.evaluate(() => window.__added);
      const unannounced = added.filter((href) => !announced.includes(href));
      assertEqual(unannounced.join(' '), '', `${url}: chunks the browser had to preload itself before hydrating`);
    }
  },
  // A phone: on a wide screen the listing's filter sidebar loads as hydration ends (the server
  // cannot know the width, decision 0038), a chunk no server could announce.
  { viewport: { width: 412, height: 823 } },
);

/** The server-rendered catalogue pages: home, a category, a product, a search. */
const cataloguePages = (data) => [
  '/',
  `/category/${data.category.slug}`,
  `/product/${data.pezzo.slug}`,
  `/search?q=${encodeURIComponent(data.word)}`,
];

journey(
  'server rendering: after hydration every ARIA id reference points at an element of the page',
  async ({ page, data }) => {
    // Ids from useId are drawn by the server and kept by hydration: a label, description or
    // controlled element named by an id the page does not have is silent for a screen reader.
    for (const url of cataloguePages(data)) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]')].flatMap(
          (el) =>
            ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'].flatMap((name) =>
              (el.getAttribute(name) ?? '')
                .split(/\s+/)
                .filter((id) => id && !document.getElementById(id))
                .map((id) => `${el.tagName.toLowerCase()} ${name}=${id}`),
            ),
        ),
      );
      assertEqual(broken.join(', '), '', `${url}: references to missing ids`);
    }
  },
);

/**
 * The page's `main` as markup, without Emotion's inline <style> elements (the server writes them
 * next to the markup, the browser into <head>) and Emotion's class names (outside production the
 * server's carry a label, which changes their hash; the styles themselves are the same), and
 * without comments (the server's renderer marks where a lazy part was waited for) or the mark of
 * a part brought to life (decision 0064: which parts are live depends on the scroll position).
 */
/**
 * Scrolls through the page so that its deferred parts come to life (HydrateWhenVisible) and run
 * what only a browser runs (a carousel's dots); slides off to the side stay as the server drew them.
 */
async function wakeAll(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

const mainMarkup = async (page) => {
  await wakeAll(page);
  return page.evaluate(() => {
    const main = document.querySelector('main').cloneNode(true);
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
    for (const el of main.querySelectorAll('[style]')) {
      el.style.removeProperty('transform');
      if (el.style.length) el.setAttribute('style', el.style.cssText);
      else el.removeAttribute('style');
    }
    // Ids numbered in order of appearance: a page the browser draws alone draws a lazy part after
    // its siblings (it waits for its code) and numbers its ids later; a hydrated page keeps the
    // server's numbers. What must hold is which elements share an id and which refer to which.
    const order = new Map();
    return main.innerHTML
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
        return order.get(id);
      });
  });
};

journey(
  'server rendering: the server draws the same markup the browser would, ids included',
  async ({ page, data }) => {
    // The hydrating runtime (decision 0077) keeps the server's attributes as they are, so they
    // must already be what the browser's own render gives: compare each page with the browser
    // rendering it alone (the server's markup and data block taken out of the HTML).
    for (const url of cataloguePages(data)) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const hydrated = await mainMarkup(page);
      await page.route(url === '/' ? /\/(\?.*)?$/ : `**${url}`, async (route) => {
        const res = await route.fetch();
        const html = (await res.text())
          .replace(/<script type="application\/json" id="spesa-query-state">[\s\S]*?<\/script>/, '')
          .replace(/<div id="root">[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
        await route.fulfill({ response: res, body: html });
      });
      await page.reload({ waitUntil: 'networkidle' });
      await page.unrouteAll();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const clientOnly = await mainMarkup(page);
      if (hydrated !== clientOnly) {
        let at = 0;
        while (hydrated[at] === clientOnly[at]) at++;
        throw new Error(
          `${url}: server and browser markup differ at ${at}:\n  server  …${hydrated.slice(Math.max(0, at - 120), at + 120)}\n  browser …${clientOnly.slice(Math.max(0, at - 120), at + 120)}`,
        );
      }
    }
  },
);
