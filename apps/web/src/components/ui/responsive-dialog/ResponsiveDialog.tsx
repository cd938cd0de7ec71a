import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The id of the title element inside, which names the dialog. */
  titleId: string;
  /** Where the dialog stops growing: a theme breakpoint, or a width in pixels. */
  maxWidth: Breakpoint | number;
  children: ReactNode;
}

/**
 * A dialog that fills the screen on phones and elsewhere takes the width it may, up to `maxWidth`:
 * the shop's forms and choices stay readable at 360 px without a cramped modal box.
 */
export function ResponsiveDialog({ open, onClose, titleId, maxWidth, children }: Props) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pixels = typeof maxWidth === 'number';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={pixels ? false : maxWidth}
      aria-labelledby={titleId}
      slotProps={pixels ? { paper: { sx: { maxWidth: fullScreen ? undefined : maxWidth } } } : undefined}
    >
      {children}
    </Dialog>
  );
}
