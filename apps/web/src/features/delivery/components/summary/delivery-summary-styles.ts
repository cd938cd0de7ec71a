import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';

/**
 * The header's delivery summary (decision 0083): a PlainButton, outlined, in the secondary colour
 * as MUI's `color="secondary"` draws it, laid out for one or two lines. Drawn by the shell's sheet
 * (app/layout/ShellStyles); two classes, so they win over the plain button's whatever the order
 * of the sheets.
 */
export function deliverySummaryStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, typography, breakpoints } = theme;
  return {
    '.plain-button.delivery-summary': {
      borderColor: alpha(palette.secondary.main, 0.5),
      color: palette.secondary.main,
      '&:hover': {
        borderColor: palette.secondary.main,
        backgroundColor: alpha(palette.secondary.main, palette.action.hoverOpacity),
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '&[aria-disabled="true"]': { opacity: 0.7 },
    },
    '.plain-button.delivery-summary--empty': {
      whiteSpace: 'nowrap',
      justifyContent: 'flex-start',
      [breakpoints.up('md')]: { justifyContent: 'center' },
    },
    '.plain-button.delivery-summary--chosen': {
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
