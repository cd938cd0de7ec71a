import { useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from '../lazy-part/lazyPart';
import { Link as RouterLink, useLocation } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';
import { siteConfig } from '../../../lib/config';
import { siteOrigin } from '../../../lib/origin';
import { useT } from '../../../lib/i18n';
import { resolveLink } from '../../../lib/links';
import { visuallyHidden } from '../visuallyHidden';

// The dialog (and its iframe) is only needed once somebody clicks a video.
const VideoDialog = lazyPart('VideoDialog', () =>
  import('./VideoDialog').then((m) => ({ default: m.VideoDialog })),
);

export type SmartLinkProps = Omit<LinkProps, 'href'> & {
  href: string | null | undefined;
  target?: string | null;
  children: ReactNode;
  /** Text for the video dialog title. */
  videoTitle?: string;
};

/** Scroll to an anchor and move focus there, so keyboard and screen reader users follow. */
export function scrollToAnchor(id: string): void {
  const el = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  (el as HTMLElement).focus({ preventScroll: true });
}

/** A link written by an editor (CMS): decides router / anchor / new window / video (lib/links). */
export function SmartLink({ href, target, children, videoTitle, ...rest }: SmartLinkProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [video, setVideo] = useState<string | null>(null);
  const resolved = resolveLink(href, {
    origin: siteOrigin(),
    whitelist: siteConfig.linkHostWhitelist,
    target,
    currentPath: pathname,
  });

  switch (resolved.kind) {
    case 'none':
      return <span className={rest.className}>{children}</span>;
    case 'router':
      return (
        <Link component={RouterLink} to={resolved.to} {...rest}>
          {children}
        </Link>
      );
    case 'hash':
      return (
        <Link
          href={`#${resolved.id}`}
          {...rest}
          onClick={(e: MouseEvent<HTMLAnchorElement>) => {
            e.preventDefault();
            scrollToAnchor(resolved.id);
          }}
        >
          {children}
        </Link>
      );
    case 'video':
      return (
        <>
          <Link
            href={resolved.href}
            {...rest}
            onClick={(e: MouseEvent<HTMLAnchorElement>) => {
              e.preventDefault();
              setVideo(resolved.embedUrl);
            }}
          >
            {children}
          </Link>
          {video && <VideoDialog embedUrl={video} title={videoTitle} onClose={() => setVideo(null)} />}
        </>
      );
    case 'anchor':
      return (
        <Link href={resolved.href} {...rest}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <Link href={resolved.href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
          <span style={visuallyHidden}> {t('common.newWindow')}</span>
        </Link>
      );
  }
}
