import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { allIconNames, categoryIconName, productIconName } from '../src/db/seed/food-icons.js';
import { bannerSvg, productImageSvg } from '../src/db/seed/index.js';
import { LEAF_SPECS } from '../src/db/seed/products.js';

const set = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
) as { icons: Record<string, unknown> };

describe('food icons of the demo catalogue', () => {
  it('names only icons the set has', () => {
    const missing = allIconNames().filter((name) => !(name in set.icons));
    expect(missing).toEqual([]);
  });

  it('tells fruits apart that used to share the apple', () => {
    const icons = ['Mele Golden', 'Lime', 'Ananas', 'Frutto della passione', 'Banane'].map((n) =>
      productIconName(n, 'frutta-esotica'),
    );
    expect(new Set(icons).size).toBe(icons.length);
    expect(productIconName('Mele Granny Smith', 'mele-e-pere')).toBe('green-apple');
  });

  it('does not take a word inside another for the product', () => {
    expect(productIconName('Rucola', 'insalate')).toBe('leafy-green');
    expect(productIconName('Cioccolato fondente 70%', 'snack')).toBe('chocolate-bar');
    expect(productIconName('Mozzarella per pizza', 'formaggi-freschi')).toBe('cheese-wedge');
    expect(productIconName('Crocchette per gatti adulti al salmone', 'gatto')).toBe('cat-face');
  });

  it('gives every demo shelf more than one look where its products differ', () => {
    const byLeaf = new Map(
      LEAF_SPECS.map((l) => [l.slug, new Set(l.items.map((i) => productIconName(i.split('|')[0], l.slug)))]),
    );
    for (const slug of ['frutta-esotica', 'ortaggi', 'molluschi-e-crostacei', 'sughi-e-conserve', 'snack'])
      expect(byLeaf.get(slug)!.size).toBeGreaterThan(3);
  });

  it('falls back to the department, then to a cart, for unknown names', () => {
    expect(productIconName('Prodotto misterioso', 'pesce-fresco')).toBe('fish');
    expect(categoryIconName('non-esiste')).toBe('shopping-cart');
  });

  it('draws the icon in product pictures and banners', () => {
    const a = productImageSvg({ name: 'Lime', categorySlug: 'frutta-esotica', productId: 1 });
    expect(a).toMatch(/<svg x="45" y="8" width="80" height="80" viewBox="0 0 32 32"/);
    expect(bannerSvg('frutta')).toContain('viewBox="0 0 32 32"');
  });
});

describe('pictures shown inline side by side', () => {
  it('never share a gradient id (butter has some)', () => {
    const ids = (svg: string) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    const one = productImageSvg({ name: 'Burro', categorySlug: 'burro-e-panna', productId: 1 });
    const two = productImageSvg({ name: 'Burro', categorySlug: 'burro-e-panna', productId: 2 });
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
    for (const ref of one.matchAll(/url\(#([^)]+)\)/g)) expect(ids(one)).toContain(ref[1]);
  });
});
