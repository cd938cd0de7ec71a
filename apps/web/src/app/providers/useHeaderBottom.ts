import { useEffect } from 'react';

/** The CSS variable with the bottom edge of the page header, in px (0 when it has scrolled away). */
export const HEADER_BOTTOM_VAR = '--spesa-header-bottom';

/**
 * Keeps HEADER_BOTTOM_VAR on <html> up to date while `active`, so what is anchored at the top of
 * a phone's screen (the notices) sits under the header instead of covering its controls. The
 * header is sticky, so its edge moves only with its own size and the first scroll of the page.
 */
export function useHeaderBottom(active: boolean): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!active || !header) return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bottom = Math.max(0, Math.round(header.getBoundingClientRect().bottom));
        root.style.setProperty(HEADER_BOTTOM_VAR, `${bottom}px`);
      });
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(header);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', update);
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, [active]);
}
