import { useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from '../lazy-part/lazyPart';
import { Link as RouterLink, useLocation } from 'react-router';
import Link, { type LinkProps } from '@mui/material/Link';
import { siteConfig } from '../../../lib/config';
import { siteOrigin } from '../../../lib/origin';
import { useT } from '../../../lib/i18n';
import { resolveLink } from '../../../lib/links';
import { PlainLink } from '../plain-link/PlainLink';
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

/** How a SmartLink draws its anchors: MUI's Link (`SmartLink`) or a plain `<a>` (`PlainSmartLink`). */
interface Anchors {
  /** A link inside the shop, which the router follows. */
  router: (to: string, children: ReactNode) => ReactNode;
  /** Any other link; `own` are the attributes the kind of link needs (href, onClick, target, rel). */
  anchor: (own: AnchorHTMLAttributes<HTMLAnchorElement>, children: ReactNode) => ReactNode;
  /** For the text drawn in place of a link that leads nowhere. */
  className?: string;
}

interface TargetProps {
  href: string | null | undefined;
  target?: string | null;
  children: ReactNode;
  videoTitle?: string;
}

/** A link written by an editor (CMS): decides router / anchor / new window / video (lib/links). */
function EditorLink({ href, target, children, videoTitle, anchors }: TargetProps & { anchors: Anchors }) {
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
      return <span className={anchors.className}>{children}</span>;
    case 'router':
      return anchors.router(resolved.to, children);
    case 'hash':
      return anchors.anchor(
        {
          href: `#${resolved.id}`,
          onClick: (e: MouseEvent<HTMLAnchorElement>) => {
            e.preventDefault();
            scrollToAnchor(resolved.id);
          },
        },
        children,
      );
    case 'video':
      return (
        <>
          {anchors.anchor(
            {
              href: resolved.href,
              onClick: (e: MouseEvent<HTMLAnchorElement>) => {
                e.preventDefault();
                setVideo(resolved.embedUrl);
              },
            },
            children,
          )}
          {video && <VideoDialog embedUrl={video} title={videoTitle} onClose={() => setVideo(null)} />}
        </>
      );
    case 'anchor':
      return anchors.anchor({ href: resolved.href }, children);
    case 'external':
      return anchors.anchor(
        { href: resolved.href, target: '_blank', rel: 'noopener noreferrer' },
        <>
          {children}
          <span style={visuallyHidden}> {t('common.newWindow')}</span>
        </>,
      );
  }
}

/** An editor's link drawn with MUI's Link: its props (underline, color, sx) style it. */
export function SmartLink({ href, target, children, videoTitle, ...rest }: SmartLinkProps) {
  const anchors: Anchors = {
    router: (to, kids) => (
      <Link component={RouterLink} to={to} {...rest}>
        {kids}
      </Link>
    ),
    anchor: (own, kids) => (
      <Link {...rest} {...own}>
        {kids}
      </Link>
    ),
    className: rest.className,
  };
  return (
    <EditorLink href={href} target={target} videoTitle={videoTitle} anchors={anchors}>
      {children}
    </EditorLink>
  );
}

export type PlainSmartLinkProps = TargetProps &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'title' | 'aria-label'>;

/**
 * An editor's link as a plain `<a>` styled by its class (decision 0084): what the home's first
 * screen draws (its banners), where MUI's Link and React Router's Link cost about 25 ms of a
 * phone's hydration each. Links inside the shop are `PlainLink`s, followed by the router.
 */
export function PlainSmartLink({ href, target, children, videoTitle, ...attributes }: PlainSmartLinkProps) {
  const anchors: Anchors = {
    router: (to, kids) => (
      <PlainLink to={to} {...attributes}>
        {kids}
      </PlainLink>
    ),
    anchor: (own, kids) => (
      <a {...attributes} {...own}>
        {kids}
      </a>
    ),
    className: attributes.className,
  };
  return (
    <EditorLink href={href} target={target} videoTitle={videoTitle} anchors={anchors}>
      {children}
    </EditorLink>
  );
}
