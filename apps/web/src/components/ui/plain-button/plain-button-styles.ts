import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

const focusRing: CSSObject = { outline: '3px solid #0D5C8C', outlineOffset: 2 };

// A touch screen keeps :hover on the last control tapped: as MUI, no hover colour there.
const noHover = '@media (hover: none)';

/** What MUI's ButtonBase resets on a `<button>`, with the theme's focus ring. */
export const buttonBase: CSSObject = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  outline: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default', pointerEvents: 'none' },
};

/**
 * The look of `PlainButton` and `PlainIconButton` (decision 0079): MUI's Button (contained and
 * outlined) and IconButton with this theme's values, and 20 px icons as MUI's `fontSize="small"`
 * and a button's start icon.
 */
export function plainButtonStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, typography, shape, transitions } = theme;
  const transition = transitions.create(['background-color', 'border-color', 'color'], {
    duration: transitions.duration.short,
  });
  return {
    '.plain-icon': {
      width: '1em',
      height: '1em',
      fontSize: typography.pxToRem(20),
      fill: 'currentColor',
      flexShrink: 0,
    },
    '.plain-icon-button': {
      ...buttonBase,
      padding: 8,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      fontSize: typography.pxToRem(24),
      transition,
      '&:hover': { backgroundColor: palette.action.hover, [noHover]: { backgroundColor: 'transparent' } },
      '&:disabled': { ...(buttonBase['&:disabled'] as CSSObject), color: palette.action.disabled },
    },
    '.plain-icon-button--small': { padding: 5, fontSize: typography.pxToRem(18) },
    '.plain-button': {
      ...buttonBase,
      ...typography.button,
      minWidth: 64,
      padding: '6px 16px',
      borderRadius: shape.borderRadius,
      transition,
    },
    '.plain-button--small': { padding: '3px 9px', fontSize: typography.pxToRem(13) },
    '.plain-button__icon': { display: 'inherit', marginLeft: -4, marginRight: 8 },
    '.plain-button--small .plain-button__icon': { marginLeft: -2 },
    '.plain-button--small .plain-icon': { fontSize: 18 },
    '.plain-button--contained': {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      '&:hover': {
        backgroundColor: palette.primary.dark,
        [noHover]: { backgroundColor: palette.primary.main },
      },
      '&:disabled': {
        ...(buttonBase['&:disabled'] as CSSObject),
        backgroundColor: palette.action.disabledBackground,
        color: palette.action.disabled,
      },
    },
    '.plain-button--outlined': {
      // MUI's outlined Button: its border inside the filled one's box (the small size keeps its own).
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      backgroundColor: 'transparent',
      color: palette.primary.main,
      '&:hover': {
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, 0.04),
        [noHover]: { backgroundColor: 'transparent' },
      },
      '&:disabled': {
        ...(buttonBase['&:disabled'] as CSSObject),
        borderColor: palette.action.disabledBackground,
        color: palette.action.disabled,
      },
    },
    '.plain-button--outlined.plain-button--small': { padding: '3px 9px' },
    // MUI's Badge (decision 0083): a count on the top right corner of what it holds.
    '.plain-badge': { position: 'relative', display: 'inline-flex', flexShrink: 0, verticalAlign: 'middle' },
    '.plain-badge__count': {
      position: 'absolute',
      top: 0,
      right: 0,
      zIndex: 1,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      borderRadius: 10,
      fontFamily: typography.fontFamily,
      fontWeight: typography.fontWeightMedium,
      fontSize: typography.pxToRem(12),
      lineHeight: 1,
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      transform: 'scale(1) translate(50%, -50%)',
      transformOrigin: '100% 0%',
    },
    '.plain-badge__count--primary': {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
  };
}
