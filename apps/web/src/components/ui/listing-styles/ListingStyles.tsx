import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { pageGridStyles } from '../page-grid/page-grid-styles';
import { ThemeSheet } from '../theme-sheet/ThemeSheet';
import { productDetailsStyles } from './product-details-styles';
import { productPageStyles } from './product-page-styles';

/**
 * The look of what catalogue pages draw around their product cards (breadcrumb, subcategory
 * links, page numbers) as one style sheet of plain class names drawn from the theme once, as the
 * product card's (decision 0066): drawn with MUI's components they cost a resolution of their
 * styles each, on every render, in the page's hydration (decision 0078).
 */
export function ListingStyles() {
  return <ThemeSheet styles={catalogueStyles} />;
}

/** One sheet for the listings' parts, the product page and the CMS page grid (home and department pages). */
const catalogueStyles = (theme: Theme) => ({
  ...listingStyles(theme),
  ...productPageStyles(theme),
  ...productDetailsStyles(theme),
  ...pageGridStyles(theme),
});

const focusRing: CSSObject = { outline: '3px solid #0D5C8C', outlineOffset: 2 };

export function listingStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography, shape } = theme;
  const phone = theme.breakpoints.down('sm');
  return {
    // Breadcrumb: 'Homepage / category / ... / page'; on phones a long chain shows its first
    // item, a '…' button and its last two.
    '.breadcrumb': { ...typography.body2, margin: spacing(1, 0), color: palette.text.secondary },
    '.breadcrumb ol': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      rowGap: spacing(0.5),
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '.breadcrumb li': { display: 'flex', alignItems: 'center' },
    // The separator is drawn, not read: its alternative text is empty.
    '.breadcrumb li + li::before': { content: '"/" / ""', margin: spacing(0, 1) },
    '.breadcrumb a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
    '.breadcrumb a:focus-visible, .breadcrumb button:focus-visible': focusRing,
    '.breadcrumb [aria-current="page"]': { color: palette.text.primary },
    '.breadcrumb__more': { display: 'none !important' },
    '.breadcrumb__more button': {
      display: 'flex',
      alignItems: 'center',
      padding: spacing(0, 0.75),
      border: 0,
      borderRadius: 2,
      backgroundColor: palette.grey[100],
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.grey[200] },
    },
    [phone]: {
      '.breadcrumb--collapsible .breadcrumb__middle': { display: 'none' },
      '.breadcrumb--collapsible .breadcrumb__more': { display: 'flex !important' },
    },
    // Subcategory links as outlined chips: one scrollable row on phones, wrapped from 600 px up.
    '.subcategories': { marginBottom: spacing(2) },
    '.subcategories ul': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      listStyle: 'none',
      margin: 0,
      padding: 0,
      [phone]: { flexWrap: 'nowrap', overflowX: 'auto', paddingBottom: spacing(1), scrollbarWidth: 'thin' },
    },
    '.subcategories li': { flexShrink: 0 },
    '.subcategories a': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 32,
      padding: spacing(0, 1.5),
      borderRadius: 16,
      border: `1px solid ${palette.secondary.main}`,
      color: palette.secondary.main,
      fontSize: typography.pxToRem(13),
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      '&:hover': { backgroundColor: 'rgba(0, 121, 107, 0.08)' },
      '&:focus-visible': focusRing,
    },
    // Product cards in a grid: 2 columns on phones, up to 5 on wide screens.
    '.product-grid': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: spacing(1),
      listStyle: 'none',
      margin: 0,
      padding: 0,
      transition: 'opacity 150ms',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: spacing(2) },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    },
    '.product-grid > li': { minWidth: 0 },
    // Cards below the first screen: the browser skips their style, layout and paint until they
    // come near the viewport (most of a listing's first-load rendering work on a phone). The
    // reserved height is a card's usual one; once drawn, the browser remembers the real one.
    '.product-grid__later': {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 410px',
      [theme.breakpoints.up('sm')]: { containIntrinsicSize: 'auto 470px' },
      // A printed listing shows every card.
      '@media print': { contentVisibility: 'visible' },
    },
    '.product-grid--busy': { opacity: 0.6 },
    // The sort choice: MUI's NativeSelect (standard variant) with its label.
    // Page and block titles (the catalogue pages' h1, the CMS blocks' h2) and the text under them.
    '.page-title': { ...typography.h1, margin: spacing(1, 0, 2) },
    '.page-title--tight': { marginBottom: spacing(1) },
    '.page-title--words': { overflowWrap: 'anywhere' },
    '.page-lead': {
      ...typography.body1,
      margin: spacing(0, 0, 2),
      maxWidth: 800,
      color: palette.text.secondary,
    },
    '.page-empty': { ...typography.body1, margin: 0, padding: spacing(4, 0) },
    '.block-title': { ...typography.h2, margin: spacing(0, 0, 2) },
    '.block-title--tight': { marginBottom: spacing(0.5) },
    '.block-lead': { ...typography.body1, margin: spacing(0, 0, 2), color: palette.text.secondary },
    // A block's title with its 'Vedi tutti' link (MUI's Link, underlined on hover).
    '.block-head': {
      display: 'flex',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: spacing(2),
    },
    '.block-head__see-all': {
      ...typography.body1,
      fontWeight: 600,
      whiteSpace: 'nowrap',
      color: palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
    // PageContainer: MUI's Container, maxWidth xl, with the shop's narrower side margins.
    '.page-container': {
      boxSizing: 'border-box',
      width: '100%',
      margin: '0 auto',
      padding: spacing(0, 1),
      [theme.breakpoints.up('sm')]: { padding: spacing(0, 2) },
      [theme.breakpoints.up('xl')]: { maxWidth: theme.breakpoints.values.xl },
    },
    '.page-container--last': { paddingBottom: spacing(4) },
    // A listing (ProductListing, decision 0083): the filters' sidebar on wide screens, the count,
    // the filters' button and the sort above the grid.
    '.listing': { display: 'flex', gap: spacing(3), alignItems: 'flex-start' },
    '.listing__filters': { width: 240, flexShrink: 0 },
    '.listing__filters-title': { ...typography.h4, margin: spacing(0, 0, 1.5) },
    '.listing__main': { flex: 1, minWidth: 0 },
    '.listing__toolbar': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: spacing(1),
      marginBottom: spacing(2),
      scrollMarginTop: 80,
    },
    '.listing__count': {
      ...typography.body1,
      margin: 0,
      marginRight: 'auto',
      fontWeight: 600,
      outline: 'none',
    },
    '.plain-badge__count.listing__filter-count': { right: -12 },
    '.listing__empty': { padding: spacing(4, 0), textAlign: 'center' },
    '.listing__empty-text': { ...typography.body1, margin: spacing(0, 0, 2) },
    '.sort-select': { display: 'flex', alignItems: 'center', gap: spacing(1) },
    '.sort-select__label': {
      ...typography.body1,
      fontSize: typography.pxToRem(14),
      lineHeight: '1.4375em',
      color: palette.text.primary,
      whiteSpace: 'nowrap',
    },
    '.sort-select__field': {
      ...typography.body1,
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minWidth: 150,
      fontSize: typography.pxToRem(14),
      lineHeight: '1.4375em',
      color: palette.text.primary,
      // The underline: 1 px, 2 px under the pointer, and the primary colour's line when focused.
      '&::before': {
        content: '"\\00a0"',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        borderBottom: '1px solid rgba(0, 0, 0, 0.42)',
        pointerEvents: 'none',
      },
      '&:hover::before': { borderBottom: `2px solid ${palette.text.primary}` },
      '@media (hover: none)': { '&:hover::before': { borderBottom: '1px solid rgba(0, 0, 0, 0.42)' } },
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        borderBottom: `2px solid ${palette.primary.main}`,
        transform: 'scaleX(0)',
        transition: 'transform 200ms cubic-bezier(0, 0, 0.2, 1)',
        pointerEvents: 'none',
      },
      '&:focus-within::after': { transform: 'scaleX(1) translateX(0)' },
    },
    '.sort-select select': {
      display: 'block',
      width: '100%',
      minWidth: 16,
      height: '1.4375em',
      boxSizing: 'content-box',
      margin: 0,
      padding: '4px 24px 5px 0',
      border: 0,
      borderRadius: 0,
      background: 'none',
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      cursor: 'pointer',
      appearance: 'none',
      outline: 0,
    },
    '.sort-select__arrow': {
      position: 'absolute',
      right: 0,
      top: 'calc(50% - .5em)',
      width: '1em',
      height: '1em',
      fontSize: typography.pxToRem(24),
      fill: 'currentColor',
      color: palette.action.active,
      pointerEvents: 'none',
    },
    // Page numbers: the current one filled with the primary colour.
    '.pager': { display: 'flex', justifyContent: 'center', margin: spacing(3, 0) },
    '.pager ul': {
      display: 'flex',
      flexWrap: 'nowrap',
      alignItems: 'center',
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '.pager__item': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 32,
      height: 32,
      margin: '0 3px',
      padding: '0 6px',
      borderRadius: shape.borderRadius,
      ...typography.body2,
      color: palette.text.primary,
      textDecoration: 'none',
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    'a.pager__item:hover': { backgroundColor: palette.action.hover },
    'a.pager__item:focus-visible': focusRing,
    '.pager__item--current, a.pager__item--current:hover': {
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
    },
    '.pager__item--disabled': { opacity: 0.38 },
  };
}
