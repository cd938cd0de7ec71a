import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, NOT_LOGGED_IN_CART_MESSAGE, isErrorCode } from '../src/errors.js';

describe('error codes', () => {
  it('have an Italian message each, none blank and none shared by two codes', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(40);
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code].trim(), code).not.toBe('');
    const texts = ERROR_CODES.map((c) => ERROR_MESSAGES[c]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('say "not logged in" in the spec words', () => {
    expect(NOT_LOGGED_IN_CART_MESSAGE).toBe("E' necessario autenticarsi per visualizzare il carrello");
    expect(ERROR_MESSAGES.NOT_LOGGED_IN).toMatch(/^E' necessario autenticarsi per /);
  });

  it('tell a known code from any other string', () => {
    expect(isErrorCode('CART_LOCKED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('cart_locked')).toBe(false);
  });
});
