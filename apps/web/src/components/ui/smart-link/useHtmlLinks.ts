import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { scrollToAnchor } from './SmartLink';
import { siteConfig } from '../../../lib/config';
import { resolveLink } from '../../../lib/links';

/**
 * Click handler for a container of CMS HTML: its <a> elements follow the same link rules as
 * SmartLink (router for the shop's own pages, new window for the rest, anchors scroll).
 * Videos open in a new window here; only SmartLink can host the video dialog.
 */
export function useHtmlLinks() {
  const navigate = useNavigate();
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest('a');
      if (!a || !e.currentTarget.contains(a)) return;
      const r = resolveLink(a.getAttribute('href'), {
        origin: window.location.origin,
        whitelist: siteConfig.linkHostWhitelist,
        target: a.getAttribute('target'),
        currentPath: window.location.pathname,
      });
      if (r.kind === 'router') {
        e.preventDefault();
        navigate(r.to);
      } else if (r.kind === 'hash') {
        e.preventDefault();
        scrollToAnchor(r.id);
      } else if (r.kind === 'external' || r.kind === 'video') {
        e.preventDefault();
        window.open(r.href, '_blank', 'noopener');
      }
    },
    [navigate],
  );
}
