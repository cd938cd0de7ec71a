import { DESKTOP, PHONE } from '../lib/browser.mjs';
import type { ShopData } from '../lib/data';
import { expect, test } from '../lib/fixtures';
import { screenshotPath, shot } from '../lib/screenshots';

// Full-page pictures for a person to look at (the journeys cannot tell "ugly" from "fine").
const shots: Record<string, (d: ShopData) => string | null> = {
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
] as const) {
  test.describe(() => {
    test.use({ viewport });

    test(`screenshots at ${label} px`, async ({ page, goto, data }) => {
      for (const [name, url] of Object.entries(shots)) {
        const path = url(data);
        if (!path) continue;
        await goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Lazy images below the fold: scroll through once, a frame drawn at each step (the
        // images coming into view are asked for as it is), so the picture shows them.
        await page.evaluate(async () => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await frame();
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // A whole tall page at 1280 px is a large picture: on a busy 2-core machine its capture
        // once took longer than the default 15 s (the picture's speed is not what this checks).
        await page
          .screenshot({ path: screenshotPath(`${name}-${label}`), fullPage: true, timeout: 60_000 })
          .catch((e: Error) => {
            throw new Error(`the picture of ${path} (${name}): ${e.message}`);
          });
      }
      if (viewport === PHONE) {
        await goto(shots.category(data) as string);
        await page.getByRole('button', { name: /^Filtri/ }).click();
        await expect(page.getByRole('dialog', { name: 'Filtri' })).toBeVisible();
        // The drawer slides in: shot() waits until it is still.
        await shot(page, `category-filters-${label}`, { fullPage: false });
      }
    });
  });
}
