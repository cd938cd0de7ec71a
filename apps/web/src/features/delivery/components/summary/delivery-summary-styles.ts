import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { buttonBase } from '../../../../components/ui/plain-button/plain-button-styles';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';

/**
 * The header's delivery summary as a plain button (decision 0083): MUI's outlined Button in the
 * secondary colour, drawn by the shell's sheet (app/layout/ShellStyles) rather than resolved again
 * in the task where the summary comes to life after hydration.
 */
export function deliverySummaryStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, typography, shape, breakpoints, transitions } = theme;
  const transition = transitions.create(['background-color', 'border-color'], {
    duration: transitions.duration.short,
  });
  return {
    // The delivery summary: MUI's outlined Button in the secondary colour.
    '.delivery-summary': {
      ...buttonBase,
      ...typography.button,
      minWidth: 64,
      padding: '5px 15px',
      borderRadius: shape.borderRadius,
      border: `1px solid ${alpha(palette.secondary.main, 0.5)}`,
      backgroundColor: 'transparent',
      color: palette.secondary.main,
      transition,
      '&:hover': {
        borderColor: palette.secondary.main,
        backgroundColor: alpha(palette.secondary.main, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&[aria-disabled="true"]': { opacity: 0.7 },
    },
    '.delivery-summary__icon': { display: 'inherit', marginLeft: -4, marginRight: 8 },
    '.delivery-summary__icon .plain-icon': { fontSize: typography.pxToRem(20) },
    '.delivery-summary--empty': {
      whiteSpace: 'nowrap',
      justifyContent: 'flex-start',
      [breakpoints.up('md')]: { justifyContent: 'center' },
    },
    '.delivery-summary--chosen': {
      justifyContent: 'flex-start',
      textAlign: 'left',
      paddingTop: 2,
      paddingBottom: 2,
      [breakpoints.up('md')]: { maxWidth: 320 },
    },
    '.delivery-summary__text': { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 },
    '.delivery-summary__line': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '.delivery-summary__name': { fontWeight: 700 },
    '.delivery-summary__slot': { fontSize: typography.pxToRem(13), textTransform: 'none' },
    '.delivery-summary-locked': { display: 'inline-flex' },
    '.delivery-summary__hidden': visuallyHidden,
  };
}
