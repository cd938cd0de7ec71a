import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CookieBanner } from './CookieBanner';
import { CookieConsentProvider } from './CookieConsentProvider';

// On the server the notice is part of the page's HTML (it is often the largest text on a phone's
// first screen: drawn with the page, not after the scripts), unless the request carries a choice.
// The test browser's `document` is taken away for the render, as on the server: a test file of
// its own environment would load a second copy of Preact (decision 0077).
const serverHtml = (serverChoiceMade: boolean) => {
  vi.stubGlobal('document', undefined);
  return renderToString(
    <CookieConsentProvider serverChoiceMade={serverChoiceMade}>
      <CookieBanner />
    </CookieConsentProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('CookieBanner rendered on the server', () => {
  it('is in the HTML of a visitor who has not chosen yet', () => {
    const html = serverHtml(false);
    expect(html).toContain('Rispettiamo la tua privacy');
    expect(html).toContain('Accetta tutti');
  });

  it('is not in the HTML of a visitor whose cookie holds a choice', () => {
    expect(serverHtml(true)).not.toContain('Rispettiamo la tua privacy');
  });
});
