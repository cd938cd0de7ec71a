import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { ThemeSheet } from '../../components/ui/theme-sheet/ThemeSheet';
import { deliverySummaryStyles } from '../../features/delivery/components/summary/delivery-summary-styles';
import { BOTTOM_BAR_ATTR, BOTTOM_BAR_VAR, HEADER_HEIGHT_VAR } from '../../lib/layout-vars';
import { headerControlStyles } from './header-controls-styles';

/**
 * The header (its frame and its controls), the logo, the footer and the skip link as plain
 * elements styled by one sheet drawn from the theme once (as the product card's, decision 0066):
 * every page draws them, and as MUI components their styles were resolved again in every page's
 * hydration (decision 0078) and in the tasks where the header's parts come to life (0083).
 */
export function ShellStyles() {
  return <ThemeSheet styles={allShellStyles} />;
}

const allShellStyles = (theme: Theme) => ({
  ...shellStyles(theme),
  ...headerControlStyles(theme),
  ...deliverySummaryStyles(theme),
});

/** What can take the focus or be scrolled to by its id. */
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex], [contenteditable], [id]';

export function shellStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography, breakpoints, zIndex } = theme;
  return {
    // What scrolls into view in the page (a focused field, an anchor) stops below the sticky
    // header and above a bar kept at the bottom (the phone cart's), not under them. A margin on
    // the page's own elements, not html's scroll-padding: with that, the header's and the bar's
    // own controls (sticky, always in view) counted as hidden and taking the focus scrolled the
    // page away.
    [`.site-root__main :is(${FOCUSABLE})`]: {
      scrollMarginTop: `calc(var(${HEADER_HEIGHT_VAR}, 158px) + ${spacing(1)})`,
      scrollMarginBottom: `var(${BOTTOM_BAR_VAR}, 0px)`,
      [breakpoints.up('md')]: { scrollMarginTop: `calc(var(${HEADER_HEIGHT_VAR}, 147px) + ${spacing(1)})` },
    },
    // None for the bar's own controls (the same :is() as above makes this rule the more specific).
    [`.site-root__main [${BOTTOM_BAR_ATTR}] :is(${FOCUSABLE})`]: { scrollMargin: 0 },
    // The page's frame (RootLayout): the footer stays at the bottom of a short page.
    '.site-root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
    '.site-root__main': { flex: 1, outline: 'none', minWidth: 0 },
    // The cookie notice (app/cookies/CookieBanner): MUI's Paper (elevation 8, square) at the
    // bottom of the window, its texts and buttons.
    '.cookie-banner': {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: zIndex.snackbar - 1,
      padding: spacing(2),
      borderTop: `3px solid ${palette.primary.main}`,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      boxShadow: theme.shadows[8],
      [breakpoints.up('md')]: { padding: spacing(3) },
    },
    '.cookie-banner__inner': {
      position: 'relative',
      maxWidth: 1185,
      margin: '0 auto',
      paddingRight: spacing(5),
    },
    '.plain-icon-button.cookie-banner__close': {
      position: 'absolute',
      top: -8,
      right: -8,
      '& .plain-icon': { fontSize: typography.pxToRem(24) },
    },
    '.cookie-banner__title': { ...typography.h5, margin: '0 0 0.35em' },
    '.cookie-banner__text': { ...typography.body2, margin: spacing(0, 0, 2) },
    '.cookie-banner__actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      [breakpoints.up('sm')]: { justifyContent: 'flex-end' },
    },
    '.plain-button.cookie-banner__customize': {
      flex: '1 1 100%',
      [breakpoints.up('sm')]: { flex: '0 0 auto' },
    },
    '.plain-button.cookie-banner__choice': { flex: 1, [breakpoints.up('sm')]: { flex: '0 0 auto' } },
    '.skip-link': {
      position: 'absolute',
      left: 8,
      top: -100,
      zIndex: zIndex.tooltip + 1,
      padding: spacing(1, 2),
      borderRadius: 4,
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      fontWeight: 600,
      '&:focus': { top: 8 },
    },
    // The header: one instance of each part, placed by grid areas (phones: menu, logo and
    // actions on top, search and delivery on rows of their own; desktop: one row).
    '.site-header': {
      position: 'sticky',
      top: 0,
      zIndex: zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      backgroundColor: palette.background.paper,
      borderBottom: `1px solid ${palette.divider}`,
    },
    '.site-header__inner': {
      width: '100%',
      maxWidth: breakpoints.values.xl,
      margin: '0 auto',
      padding: spacing(0, 1),
      [breakpoints.up('sm')]: { padding: spacing(0, 2) },
    },
    '.site-header__grid': {
      display: 'grid',
      alignItems: 'center',
      columnGap: spacing(0.5),
      rowGap: spacing(1),
      padding: spacing(0.5, 0, 1),
      gridTemplateColumns: 'auto auto 1fr auto',
      gridTemplateAreas:
        '"menu logo . actions" "search search search search" "delivery delivery delivery delivery"',
      [breakpoints.up('md')]: {
        columnGap: spacing(2),
        padding: spacing(1, 0),
        gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
        gridTemplateAreas: '"logo search delivery actions"',
      },
    },
    '.site-header__menu': {
      gridArea: 'menu',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 12,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: '3px solid #0D5C8C', outlineOffset: 2 },
      '& svg': { width: 24, height: 24, fill: 'currentColor' },
      [breakpoints.up('md')]: { display: 'none' },
    },
    '.site-header__logo': { gridArea: 'logo' },
    '.site-header__search': { gridArea: 'search', display: 'flex', justifyContent: 'center', minWidth: 0 },
    '.site-header__delivery': {
      gridArea: 'delivery',
      '& > * > *': { width: '100%', [breakpoints.up('md')]: { width: 'auto' } },
    },
    '.site-header__actions': { gridArea: 'actions', display: 'flex', alignItems: 'center' },
    '.site-header__categories': { display: 'none', [breakpoints.up('md')]: { display: 'block' } },
    '.logo': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(1),
      flexShrink: 0,
      borderRadius: 4,
      color: palette.primary.main,
      textDecoration: 'none',
    },
    '.logo span': { fontSize: '1.5rem', fontWeight: 800, letterSpacing: '-0.02em' },
    '.site-footer': {
      marginTop: spacing(6),
      padding: spacing(4, 0),
      backgroundColor: '#263238',
      color: '#FFFFFF',
      // The default blue focus ring disappears on this dark background: a light one.
      '& :focus-visible': { outline: '3px solid #FFCC80 !important', outlineOffset: 2 },
    },
    '.site-footer__inner': {
      maxWidth: breakpoints.values.lg,
      margin: '0 auto',
      padding: spacing(0, 2),
      [breakpoints.up('sm')]: { padding: spacing(0, 3) },
    },
    '.site-footer ul': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: spacing(3),
      rowGap: spacing(1),
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '.site-footer__link': {
      display: 'inline-block',
      padding: spacing(0.5, 0),
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      fontSize: typography.pxToRem(15),
      textDecoration: 'none',
      cursor: 'pointer',
      '&:hover': { textDecoration: 'underline' },
    },
    '.site-footer__note': { ...typography.body2, margin: spacing(0.5, 0, 0), color: '#ECEFF1' },
    '.site-footer__note:first-of-type': { marginTop: spacing(3) },
  };
}
