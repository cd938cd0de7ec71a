import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

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

  return (
    <Box
      component="span"
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
      sx={{ position: 'relative', display: 'inline-flex' }}
    >
      {children}
      <Box
        component="span"
        className="hover-hint"
        aria-hidden
        sx={{
          position: 'absolute',
          top: '100%',
          [align === 'end' ? 'right' : 'left']: 0,
          zIndex: 'tooltip',
          width: 'max-content',
          maxWidth: 160,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: '0.75rem',
          lineHeight: 1.3,
          opacity: open ? 1 : 0,
          visibility: open ? 'visible' : 'hidden',
          transition: 'opacity 150ms',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
