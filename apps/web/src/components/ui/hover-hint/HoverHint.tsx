import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Shown on hover and keyboard focus; the wrapped control must carry the same text as its name. */
  title: string;
  children: ReactNode;
  /** Which edge of the control the hint lines up with, so it stays inside the card. */
  align?: 'start' | 'end';
}

/**
 * A small tooltip without Popper.js, so product cards keep it out of the first load.
 * WCAG 1.4.13: it appears on hover and on keyboard focus, can itself be hovered (it is inside the
 * hovered box), and Esc dismisses it wherever the focus is, until the pointer or focus leaves.
 */
export function HoverHint({ title, children, align = 'end' }: Props) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const hint = ['hover-hint', `hover-hint--${align}`, open && 'hover-hint--open'].filter(Boolean).join(' ');
  // Plain elements with the classes of productCardStyles: each product card draws a few hints.
  return (
    <span
      className="hover-hint-anchor"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      // :focus-visible only: a mouse click on the heart must not leave the hint stuck open.
      onFocus={(e) => setFocused(e.target.matches(':focus-visible'))}
      onBlur={() => {
        setFocused(false);
        setDismissed(false);
      }}
    >
      {children}
      <span className={hint} aria-hidden>
        {title}
      </span>
    </span>
  );
}
