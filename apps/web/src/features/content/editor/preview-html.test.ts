import { describe, expect, it } from 'vitest';
import { previewHtml } from './preview-html';

describe('previewHtml (the editor preview of unsaved text)', () => {
  it('keeps the allowed tags and links', () => {
    expect(previewHtml('<h2>Orari</h2><p>Aperti <a href="/page/negozi">tutti i giorni</a></p>')).toBe(
      '<h2>Orari</h2><p>Aperti <a href="/page/negozi">tutti i giorni</a></p>',
    );
    expect(
      previewHtml('<picture><source srcset="/a.webp" type="image/webp"><img src="/a.png" alt="A"></picture>'),
    ).toBe('<picture><source srcset="/a.webp" type="image/webp"><img src="/a.png" alt="A"></picture>');
  });

  it('drops script, event handlers, style and javascript: links, as the API does', () => {
    const out = previewHtml(
      '<p onclick="steal()" style="color:red">Ciao<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><h1>Titolo</h1>',
    );
    expect(out).toBe('<p>Ciao</p><a>x</a>Titolo');
  });
});
