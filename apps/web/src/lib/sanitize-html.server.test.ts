import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { sanitizeHtmlOnServer } from './sanitize-html.server';

// The server renders CMS HTML with parse5 and the browser with DOMParser: the same input must
// give the same output, or hydration would find different markup.
const CASES = [
  '<h2>Offerte</h2><p>Scopri le <a href="/category/frutta">novità</a>!</p>',
  '<p onclick="alert(1)">Ciao<script>alert(2)</script></p><a href=" javascript:alert(3)">x</a><img src="x" onerror="alert(4)">',
  '<marquee><b>Saldi</b><blink>ora</blink></marquee> e poi',
  '<table><tr><td colspan="2" style="color:red">1 &amp; 2</td></tr></table>',
  '<p>Non chiuso <b>grassetto<i>e corsivo</p> testo',
  '<a href="java\tscript:alert(1)" target="_blank" rel="noopener">link</a><iframe src="x"></iframe>',
  '<img src="data:text/html,x"><img srcset="a.jpg 1x" alt="Una &quot;foto&quot;" loading="eager">',
  '<div style="background:url(javascript:alert(1))">x</div><!-- nota --><form><input></form>',
];

describe('sanitizeHtmlOnServer', () => {
  it.each(CASES)('matches the browser for %s', (html) => {
    expect(sanitizeHtmlOnServer(html)).toBe(sanitizeHtml(html));
  });

  it('drops what the browser drops', () => {
    const out = sanitizeHtmlOnServer(CASES[1]!);
    expect(out).not.toMatch(/alert|script|onclick|onerror|javascript/);
    expect(out).toContain('<img src="x" loading="lazy">');
  });
});
