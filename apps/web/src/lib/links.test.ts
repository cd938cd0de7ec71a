import { describe, expect, it } from 'vitest';
import { resolveLink, stripShopPrefix, videoEmbedUrl } from './links';

const opts = { origin: 'http://localhost:5191', whitelist: ['www.spesa.it'] };
const r = (href: string | null, extra: Partial<Parameters<typeof resolveLink>[1]> = {}) =>
  resolveLink(href, { ...opts, ...extra });

describe('resolveLink', () => {
  it.each([
    ['/category/frutta', { kind: 'router', to: '/category/frutta' }],
    ['/category/frutta/mele?sort=price_asc', { kind: 'router', to: '/category/frutta/mele?sort=price_asc' }],
    ['https://www.spesa.it/product/latte-intero', { kind: 'router', to: '/product/latte-intero' }],
    ['http://localhost:5191/search?q=pane', { kind: 'router', to: '/search?q=pane' }],
    ['https://www.spesa.it/shop/category/pasta', { kind: 'router', to: '/category/pasta' }],
    ['/shop', { kind: 'router', to: '/' }],
    ['/page/chi-siamo#orari', { kind: 'router', to: '/page/chi-siamo#orari' }],
    ['/p/wp-content/uploads/volantino.pdf', { kind: 'anchor', href: '/p/wp-content/uploads/volantino.pdf' }],
    [
      'https://www.spesa.it/photo/gallery-1',
      { kind: 'anchor', href: 'https://www.spesa.it/photo/gallery-1' },
    ],
    ['/shop/photo2/x.jpg', { kind: 'anchor', href: '/shop/photo2/x.jpg' }],
    ['mailto:info@spesa.it', { kind: 'anchor', href: 'mailto:info@spesa.it' }],
    ['tel:+390212345', { kind: 'anchor', href: 'tel:+390212345' }],
    ['https://www.example.com/ricetta', { kind: 'external', href: 'https://www.example.com/ricetta' }],
    [
      'https://spesa.it.evil.com/category/x',
      { kind: 'external', href: 'https://spesa.it.evil.com/category/x' },
    ],
    ['/pagina-che-non-esiste', { kind: 'external', href: 'http://localhost:5191/pagina-che-non-esiste' }],
    ['#ricette', { kind: 'hash', id: 'ricette' }],
    ['#', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%s', (href, expected) => {
    expect(r(href)).toEqual(expected);
  });

  it('opens _blank and _system targets in a new window even for internal links', () => {
    expect(r('/category/frutta', { target: '_blank' })).toEqual({
      kind: 'external',
      href: 'http://localhost:5191/category/frutta',
    });
    expect(r('https://www.spesa.it/cart', { target: '_system' }).kind).toBe('external');
  });

  it('treats an anchor on the current page as a scroll', () => {
    expect(r('/page/servizi#consegna', { currentPath: '/page/servizi' })).toEqual({
      kind: 'hash',
      id: 'consegna',
    });
    expect(r('https://www.spesa.it/shop/page/servizi#consegna', { currentPath: '/page/servizi' })).toEqual({
      kind: 'hash',
      id: 'consegna',
    });
  });

  it('sends video links to the dialog', () => {
    expect(r('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });
});

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/embed/abc123XYZ_-', 'abc123XYZ_-'],
    ['https://youtube.com/shorts/abcdef12345', 'abcdef12345'],
    ['https://www.youtube.com/watch?feature=share&v=abcdef12345', 'abcdef12345'],
    ['https://m.youtube.com/watch?v=abcdef12345&t=10', 'abcdef12345'],
    ['https://youtu.be/abcdef12345?t=3', 'abcdef12345'],
    ['https://www.youtube-nocookie.com/embed/abcdef12345', 'abcdef12345'],
  ])('%s', (href, id) => {
    expect(videoEmbedUrl(href)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it('is null for other links', () => {
    expect(videoEmbedUrl('https://vimeo.com/123456')).toBeNull();
    expect(videoEmbedUrl('/category/video-games')).toBeNull();
  });
});

describe('stripShopPrefix', () => {
  it('only strips a whole /shop segment', () => {
    expect(stripShopPrefix('/shop/cart')).toBe('/cart');
    expect(stripShopPrefix('/shopping')).toBe('/shopping');
  });
});
