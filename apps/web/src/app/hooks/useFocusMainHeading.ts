import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5000;

function focusHeading(h1: HTMLElement) {
  // The shopper is busy elsewhere (a dialog opened, a field being typed in): leave the focus there.
  const active = document.activeElement;
  if (active?.closest('[role="dialog"]') || active?.matches('input, textarea, select')) return;
  if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
  h1.style.outline ||= 'none';
  h1.focus({ preventScroll: true });
}

/**
 * After moving to another page (a product, a category...), the focus goes to the new page's main
 * heading, as a full page load would read it first, instead of staying on <body> or on a link
 * that no longer exists. Pages render their <h1> once their data arrives: it is waited for.
 * Filter, sort and page changes (same path) keep the focus where the shopper is.
 */
export function useFocusMainHeading() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first page: the browser's own start, with the skip link
      return;
    }
    const find = () => document.querySelector<HTMLElement>('main h1');
    const existing = find();
    if (existing) {
      focusHeading(existing);
      return;
    }
    const observer = new MutationObserver(() => {
      const h1 = find();
      if (!h1) return;
      observer.disconnect();
      focusHeading(h1);
    });
    const main = document.querySelector('main') ?? document.body;
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
