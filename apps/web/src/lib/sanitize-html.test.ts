import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting and links', () => {
    expect(sanitizeHtml('<h2>Offerte</h2><p>Scopri le <a href="/category/frutta">novità</a>!</p>')).toBe(
      '<h2>Offerte</h2><p>Scopri le <a href="/category/frutta">novità</a>!</p>',
    );
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">Ciao<script>alert(2)</script></p><a href=" javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
    );
    expect(out).not.toMatch(/alert|script|onclick|onerror|javascript/);
    expect(out).toContain('<p>Ciao</p>');
    expect(out).toContain('<img src="x" loading="lazy">');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<marquee><b>Saldi</b></marquee>')).toBe('<b>Saldi</b>');
  });

  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});
