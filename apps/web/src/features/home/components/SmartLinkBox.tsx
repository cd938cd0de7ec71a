import type { ReactNode } from 'react';
import { PlainSmartLink } from '../../../components/ui/smart-link/SmartLink';

/**
 * A block-level editor's link (an image or a card as the link) with the focus ring inside the
 * box: a plain `<a>` with the `.smart-link-box` class of the CMS page grid's sheet (decision 0084).
 */
export function SmartLinkBox({
  href,
  children,
  title,
}: {
  href: string;
  children: ReactNode;
  title?: string;
}) {
  return (
    <PlainSmartLink href={href} title={title} className="smart-link-box">
      {children}
    </PlainSmartLink>
  );
}
