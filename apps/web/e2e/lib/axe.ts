// axe-core on the page as it is now: WCAG 2.1 AA, or with axe's best practices too.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WITH_BEST_PRACTICES = [...WCAG_21_AA, 'best-practice'];

/** Until no transition or animation runs (endless ones, such as a loading shimmer, aside). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The violations of the `tags`, one line each, for a failure message that says what and where. */
export async function violations(page: Page, tags: string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/** No WCAG 2.1 AA violation on the page; menus and dialogs fade in, so their end is waited for. */
export async function check(page: Page, what = 'page'): Promise<void> {
  await animationsDone(page);
  expect(await violations(page, WCAG_21_AA), `${what}: axe violations`).toEqual([]);
}

/** As check(), with axe's best practices too (aria-allowed-role, region, list: issue 40). */
export async function checkAll(page: Page, what: string): Promise<void> {
  await animationsDone(page);
  expect(await violations(page, WITH_BEST_PRACTICES), `${what}: axe violations`).toEqual([]);
}
