import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

/** The breakpoints a CMS column gives a width for (spec section 2: xs..xl, 1-12 of 12). */
export const GRID_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * The look of `PageLayoutGrid`: what MUI's Box, Container (maxWidth xl, 16 px sides) and Grid
 * (12 columns, spacing 2 then 3 from md) drew, as plain class rules (decision 0079). A 12-track
 * CSS grid gives a column of n the width Grid gives it: n tracks and n - 1 gaps.
 */
export function pageGridStyles(theme: Theme): Record<string, CSSObject> {
  const { spacing, breakpoints } = theme;
  const columns: Record<string, CSSObject> = {};
  for (const bp of GRID_BREAKPOINTS) {
    const rules: CSSObject = {};
    for (let n = 1; n <= 12; n++) rules[`.page-grid__column--${bp}-${n}`] = { gridColumn: `span ${n}` };
    // xs applies from 0: no media query, as Grid writes it.
    Object.assign(columns, bp === 'xs' ? rules : { [breakpoints.up(bp)]: rules });
  }
  return {
    // The CMS banners' picture, its frame and the link around it (decision 0084): what MUI's Box,
    // a styled <img> and Link (underline none, colour inherit) drew.
    '.proposal-image': {
      borderRadius: Number(theme.shape.borderRadius) * 2,
      overflow: 'hidden',
      height: '100%',
    },
    '.responsive-image': { width: '100%', height: 'auto', display: 'block', objectFit: 'cover' },
    '.responsive-image--contain': { objectFit: 'contain' },
    '.responsive-image__picture': { display: 'block', lineHeight: 0 },
    '.smart-link-box': {
      display: 'block',
      height: '100%',
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: 'inherit',
      textDecoration: 'none',
      '&:focus-visible': { outlineOffset: -3 },
    },
    '.page-grid': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(3),
      padding: spacing(2, 0),
      [breakpoints.up('md')]: { gap: spacing(5), padding: spacing(3, 0) },
    },
    '.page-grid__row--contained': {
      width: '100%',
      maxWidth: breakpoints.values.xl,
      margin: '0 auto',
      padding: spacing(0, 2),
      // Container's own 24 px from sm up (its sx of 16 px gave way to the media rule).
      [breakpoints.up('sm')]: { padding: spacing(0, 3) },
    },
    // Rows below the first screen are laid out and painted only as they come near (the home is
    // several screens of sliders and pictures); their last size is kept once seen. `hidden`: a
    // row not yet drawn keeps its reserved 360 px, and what an audit lays out inside it (an
    // accessibility checker measuring its buttons) would spill over the next row's controls,
    // "obscuring" them; a drawn row is as tall as its content, and `auto` already clips its
    // painting to its box, so nothing visible changes (decision 0085).
    '.page-grid__row--later': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 360px',
      overflow: 'hidden',
    },
    '.page-grid__columns': { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
    '.page-grid__columns--spaced': {
      gap: spacing(2),
      [breakpoints.up('md')]: { gap: spacing(3) },
    },
    '.page-grid__column': { display: 'flex', flexDirection: 'column', gap: spacing(3), minWidth: 0 },
    ...columns,
  };
}
