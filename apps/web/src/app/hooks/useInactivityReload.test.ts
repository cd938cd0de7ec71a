import { describe, expect, it } from 'vitest';
import { isReloadExcluded, shouldReload } from './useInactivityReload';

const MIN30 = 1_800_000;

describe('inactivity reload', () => {
  it('reloads only after more than reloadAfterMillis', () => {
    expect(shouldReload(MIN30, '/')).toBe(false);
    expect(shouldReload(MIN30 + 1, '/category/frutta')).toBe(true);
  });

  it.each([
    ['/cart/', true],
    ['/cart', true],
    ['/cart/checkout', true],
    ['/payment', true],
    ['/payment/esito', true],
    ['/cartoleria', false],
    ['/category/cart', false],
    ['/', false],
  ])('%s excluded: %s', (path, excluded) => {
    expect(isReloadExcluded(path)).toBe(excluded);
    expect(shouldReload(MIN30 + 1, path)).toBe(!excluded);
  });
});
