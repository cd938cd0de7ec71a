import { forwardRef, useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

// A link inside the shop drawn as a plain <a>, for what a page draws many times (product cards,
// page numbers, breadcrumbs, subcategories). React Router's <Link> works out its address with a
// dozen hooks on every render, about 2 ms a link on a phone while the page hydrates; here one
// listener on the document (useLinkNavigation, in the root layout) turns a click on any of them
// into a navigation of the router, as <Link> would.

/** The attribute that marks a link the router follows (`data-nav`). */
const MARK = 'data-nav';

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The address inside the shop: a path, with its query if any ("/category/frutta?page=2"). */
  to: string;
};

/** An <a href> the router follows when clicked; a new tab, a download or a search engine see a plain link. */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} data-nav="" {...rest}>
      {children}
    </a>
  );
});

/**
 * Follows clicks on PlainLinks with the router. What a browser does itself stays its own: a
 * click with a modifier key or another button (new tab, new window), a link with a target or a
 * download, and a click a handler of the page has already taken (preventDefault).
 */
export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[${MARK}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As <Link> does: the same address again replaces the history entry instead of adding one.
      void navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
