import { useEffect } from 'react';
import { HEADER_HEIGHT_VAR } from '../../lib/layout-vars';

/**
 * Keeps HEADER_HEIGHT_VAR on <html> equal to the sticky header's height, which the scroll margin
 * of the page's focusable elements uses (app/layout/ShellStyles): a field that takes the focus (a
 * form's first error, Tab) or an anchor scrolled to stops below the header instead of under it.
 * The style sheet has fallbacks for the first paint; this follows the header as it changes.
 */
export function useHeaderHeight(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(header.offsetHeight)}px`);
    update();
    const resize = new ResizeObserver(update);
    resize.observe(header);
    return () => {
      resize.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);
}
