import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { CONSENT_COOKIE } from '@spesa/domain';
import { hydrating } from '../../lib/hydration';
import { CookieConsentProvider, useCookieConsent } from './CookieConsentProvider';

// Hydrating a server-rendered page, the provider takes the server's answer (the page state's
// consentChoiceMade) and reads the cookie, a synchronous call to the browser, only after
// hydration's render (decision 0085).

/** Counts the reads of document.cookie; each render of the probe notes the count and the state. */
function watchCookieReads() {
  const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    reads++;
    return own.get!.call(document) as string;
  });
  return () => reads;
}

function Probe({
  seen,
  reads,
}: {
  seen: Array<{ reads: number; bannerOpen: boolean }>;
  reads: () => number;
}) {
  const { bannerOpen } = useCookieConsent();
  seen.push({ reads: reads(), bannerOpen });
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('CookieConsentProvider while hydrating', () => {
  it("renders the server's answer without reading the cookie, then reads it once", async () => {
    document.cookie = `${CONSENT_COOKIE}=1.00.1735689600000.u; Path=/`;
    const reads = watchCookieReads();
    const seen: Array<{ reads: number; bannerOpen: boolean }> = [];
    hydrating(() =>
      render(
        <CookieConsentProvider serverChoiceMade>
          <Probe seen={seen} reads={reads} />
        </CookieConsentProvider>,
      ),
    );
    expect(seen[0]).toEqual({ reads: 0, bannerOpen: false });
    await vi.waitFor(() => expect(reads()).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    // Nothing a consumer shows changed: the layout and the banner are not drawn again.
    expect(seen).toHaveLength(1);
  });

  it('opens the notice as the server drew it, and keeps it open when the cookie holds no choice', async () => {
    const reads = watchCookieReads();
    const seen: Array<{ reads: number; bannerOpen: boolean }> = [];
    hydrating(() =>
      render(
        <CookieConsentProvider serverChoiceMade={false}>
          <Probe seen={seen} reads={reads} />
        </CookieConsentProvider>,
      ),
    );
    expect(seen[0]).toEqual({ reads: 0, bannerOpen: true });
    await vi.waitFor(() => expect(reads()).toBe(1));
    expect(seen.every((s) => s.bannerOpen)).toBe(true);
  });

  it('reads the cookie at once in a page the browser renders alone (no notice drawn and taken away)', () => {
    document.cookie = `${CONSENT_COOKIE}=1.00.1735689600000.u; Path=/`;
    const reads = watchCookieReads();
    const seen: Array<{ reads: number; bannerOpen: boolean }> = [];
    render(
      <CookieConsentProvider>
        <Probe seen={seen} reads={reads} />
      </CookieConsentProvider>,
    );
    expect(seen[0]).toEqual({ reads: 1, bannerOpen: false });
  });
});
