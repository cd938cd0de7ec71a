import { join } from 'node:path';
import { DESKTOP, PHONE } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';
import { screenshotDir } from '../lib/server.mjs';

// Full-page pictures for a person to look at (the journeys cannot tell "ugly" from "fine").
const shots = {
  home: () => '/',
  category: (d) => `/category/${d.category.slug}`,
  search: (d) => `/search?q=${encodeURIComponent(d.word)}`,
  'search-typo': (d) => (d.typo ? `/search?q=${encodeURIComponent(d.typo)}` : null),
  product: (d) => `/product/${d.pezzo.slug}`,
  'product-promo': (d) => `/product/${d.promo.slug}`,
  'product-sfuso': (d) => (d.sfuso ? `/product/${d.sfuso.slug}` : null),
  'not-found': () => '/category/non-esiste',
};

for (const [label, viewport] of [
  ['360', PHONE],
  ['1280', DESKTOP],
]) {
  journey(
    `screenshots at ${label} px`,
    async ({ page, data }) => {
      for (const [name, url] of Object.entries(shots)) {
        const path = url(data);
        if (!path) continue;
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // Lazy images below the fold: scroll through once so the picture shows them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // A whole tall page at 1280 px is a large picture: on a busy 2-core machine its capture
        // once took longer than the default 15 s (the picture's speed is not what this checks).
        await page
          .screenshot({ path: join(screenshotDir, `${name}-${label}.png`), fullPage: true, timeout: 60_000 })
          .catch((e) => {
            throw new Error(`the picture of ${path} (${name}): ${e.message}`);
          });
      }
      if (viewport === PHONE) {
        await page.goto(shots.category(data));
        await page.getByRole('button', { name: /^Filtri/ }).click();
        await page.getByRole('dialog', { name: 'Filtri' }).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(screenshotDir, `category-filters-${label}.png`) });
      }
    },
    { viewport },
  );
}
