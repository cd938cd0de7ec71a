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

  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\\/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%E0%A4%A',
    '\t//evil.example',
    ' /x',
    'javascript:alert(1)',
    '/javascript:alert(1)//%0Aevil',
    '/ebsn/api/auth/logout',
    '/login/../login',
  ])('refuses the hostile value %j', (input) => {
    expect(safeRedirect(input)).toBe('/');
  });

  it('keeps a path with an encoded query and fragment', () => {
    expect(safeRedirect('/search?q=pane%20fresco#risultati')).toBe('/search?q=pane%20fresco#risultati');
    expect(safeRedirect('/category/caff%C3%A8')).toBe('/category/caff%C3%A8');
  });

  it('loginPathFor keeps the query of the page', () => {
    expect(loginPathFor('/profile/anonymize', '?token=abc')).toBe(
      '/login?redirect=%2Fprofile%2Fanonymize%3Ftoken%3Dabc',
    );
  });
});
