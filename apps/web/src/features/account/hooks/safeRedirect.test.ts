import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/profile/dashboard', '/profile/dashboard'],
    ['/category/frutta?page=2', '/category/frutta?page=2'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/registration-user', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('loginPathFor keeps the query of the page', () => {
    expect(loginPathFor('/profile/anonymize', '?token=abc')).toBe(
      '/login?redirect=%2Fprofile%2Fanonymize%3Ftoken%3Dabc',
    );
  });
});
