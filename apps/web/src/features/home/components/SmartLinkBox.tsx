import type { ReactNode } from 'react';
import { SmartLink } from '../../../components/ui/smart-link/SmartLink';

/** A block-level SmartLink (an image or a card as the link) with the focus ring inside the box. */
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
    <SmartLink
      href={href}
      title={title}
      underline="none"
      color="inherit"
      sx={{ display: 'block', height: '100%', '&:focus-visible': { outlineOffset: -3 } }}
    >
      {children}
    </SmartLink>
  );
}
