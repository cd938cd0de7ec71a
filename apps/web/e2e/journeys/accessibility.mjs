import { AxeBuilder } from '@axe-core/playwright';
import { PHONE } from '../lib/browser.mjs';
import { journey } from '../lib/harness.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function check(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  if (violations.length) {
    const lines = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
    throw new Error(`${violations.length} axe violation(s):\n${lines.join('\n')}`);
  }
}

const pages = {
  home: async (page) => {
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
  },
  category: async (page, data) => {
    await page.goto(`/category/${data.category.slug}`);
    await page.locator('main article').first().waitFor();
  },
  search: async (page, data) => {
    await page.goto(`/search?q=${encodeURIComponent(data.word)}`);
    await page.locator('main article').first().waitFor();
  },
  product: async (page, data) => {
    await page.goto(`/product/${data.pezzo.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  },
};

for (const [name, open] of Object.entries(pages)) {
  journey(`axe: no WCAG 2.1 AA violations on ${name} (1280 px)`, async ({ page, data }) => {
    await open(page, data);
    await check(page);
  });
  journey(
    `axe: no WCAG 2.1 AA violations on ${name} (360 px)`,
    async ({ page, data }) => {
      await open(page, data);
      await check(page);
    },
    { viewport: PHONE },
  );
}
