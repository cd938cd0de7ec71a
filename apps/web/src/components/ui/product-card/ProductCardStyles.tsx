import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { ThemeSheet } from '../theme-sheet/ThemeSheet';
import { plainButtonStyles } from '../plain-button/plain-button-styles';

/**
 * The product card's look as one style sheet of plain class names, drawn from the theme once when
 * the app starts (`<ProductCardStyles />` in AppProviders) instead of by each card's MUI
 * components on every render: a page holds dozens of cards, and resolving their `sx` styles was
 * most of the hydration's work (decision 0066). The card, its picture, price, promotion box,
 * class icons and hover hints use these classes, wherever they are drawn.
 */
export function ProductCardStyles() {
  return <ThemeSheet styles={productCardStyles} />;
}

export function productCardStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography, shape } = theme;
  const sm = theme.breakpoints.up('sm');
  const caption = { ...typography.caption, margin: 0, color: palette.text.secondary };
  const body2 = { ...typography.body2, margin: 0, color: palette.text.secondary };
  return {
    '.product-card': {
      position: 'relative',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1),
      padding: spacing(1),
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      [sm]: { padding: spacing(1.5) },
    },
    // Badges and heart sit over the picture's top corners instead of taking a row of their own.
    '.product-card__corner': {
      position: 'absolute',
      top: 4,
      left: 4,
      right: 4,
      zIndex: 1,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(0.5),
      pointerEvents: 'none',
      '& > *': { pointerEvents: 'auto' },
    },
    '.product-card__new': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontSize: typography.pxToRem(13),
      fontWeight: 700,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
    },
    '.product-card__heart': { marginLeft: 'auto' },
    '.product-card__body': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1.5),
      flex: 1,
      paddingTop: spacing(2),
      [sm]: { paddingTop: spacing(1) },
    },
    '.product-card--big .product-card__body': { [sm]: { flexDirection: 'row' } },
    '.product-card__picture': { display: 'block', alignSelf: 'center' },
    '.product-card__text': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(0.75),
      flex: 1,
      minWidth: 0,
    },
    '.product-card__subtitle': {
      ...caption,
      fontWeight: 600,
      textTransform: 'uppercase',
      lineHeight: 1.3,
    },
    '.product-card__name': {
      ...typography.body1,
      fontSize: '0.9375rem',
      fontWeight: 600,
      lineHeight: 1.3,
      margin: 0,
      overflowWrap: 'anywhere',
      '& a': { color: 'inherit', textDecoration: 'none' },
      '& a:hover': { textDecoration: 'underline' },
    },
    '.product-card--big .product-card__name': { fontSize: '1.125rem' },
    '.product-card__detail': body2,
    '.product-card__description': { ...body2, display: 'none', [sm]: { display: 'block' } },
    '.product-card__code': caption,
    '.product-card__price': { marginTop: 'auto', paddingTop: spacing(0.5) },
    ...priceStyles(theme),
    ...productImageStyles(theme),
    ...promoBoxStyles(theme),
    ...classIconStyles(theme),
    ...hoverHintStyles(theme),
    ...cardActionStyles(theme),
    ...stepperStyles(theme),
    ...plainButtonStyles(theme),
  };
}

/** Price (components/ui/price): the headline, the struck standard price, the unit line. */
function priceStyles({ palette, typography, spacing }: Theme): Record<string, CSSObject> {
  return {
    '.price__row': { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: spacing(1) },
    '.price__head': {
      ...typography.body1,
      fontWeight: 700,
      fontSize: '1.25rem',
      lineHeight: 1.2,
      color: palette.text.primary,
    },
    '.price__head--large': { fontSize: '1.75rem' },
    '.price__head--reduced': { color: palette.error.dark },
    '.price__prefix': { fontSize: '0.75em', fontWeight: 600 },
    '.price__standard': { ...typography.body2, color: palette.text.secondary },
    '.price__details': { ...typography.caption, display: 'block', margin: 0, color: palette.text.secondary },
  };
}

/** A product picture in a fixed square box, so the grid never jumps while images load. */
function productImageStyles(theme: Theme): Record<string, CSSObject> {
  return {
    '.product-image': {
      width: 'var(--product-image-xs)',
      height: 'var(--product-image-xs)',
      flexShrink: 0,
      marginInline: 'auto',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      '& img': { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
      [theme.breakpoints.up('sm')]: {
        width: 'var(--product-image-sm)',
        height: 'var(--product-image-sm)',
      },
    },
  };
}

/** PromoBox: #B71C1C on white and white on it are both above 4.5:1 (WCAG AA). */
function promoBoxStyles({ palette, shape }: Theme): Record<string, CSSObject> {
  const red = '#B71C1C';
  return {
    '.promo-box': {
      display: 'inline-flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      borderRadius: shape.borderRadius,
      overflow: 'hidden',
      border: `1px solid ${red}`,
      fontSize: '0.75rem',
      lineHeight: 1.25,
      maxWidth: '100%',
      '& > span': { padding: '2px 6px' },
    },
    '.promo-box--large': { fontSize: '0.9375rem' },
    '.promo-box__header': { backgroundColor: red, color: '#fff', fontWeight: 700, width: '100%' },
    '.promo-box__body': { color: red, fontWeight: 600 },
    '.promo-box .promo-box__footer': { color: palette.text.secondary, paddingTop: 0, fontSize: '0.9em' },
  };
}

/** Product class icons (organic, gluten free...): the compact row on a card, the product page's chips. */
function classIconStyles({ palette, spacing, typography }: Theme): Record<string, CSSObject> {
  return {
    '.class-icons': {
      display: 'flex',
      gap: spacing(0.5),
      listStyle: 'none',
      margin: 0,
      padding: 0,
      color: palette.secondary.dark,
      '& > li, & [role="img"]': { display: 'flex' },
    },
    // The product page's classes: MUI's small outlined Chip in the secondary colour.
    '.class-chips': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '.class-chip': {
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      borderRadius: 12,
      border: `1px solid ${alpha(palette.secondary.main, 0.7)}`,
      color: palette.secondary.main,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      '& > svg': { marginLeft: 4, marginRight: -4, flexShrink: 0 },
    },
    '.class-chip__label': { padding: '0 7px', overflow: 'hidden', textOverflow: 'ellipsis' },
  };
}

/** HoverHint: a small tooltip under its control, lined up with its start or end edge. */
function hoverHintStyles({ palette, spacing, shape, zIndex }: Theme): Record<string, CSSObject> {
  return {
    '.hover-hint-anchor': { position: 'relative', display: 'inline-flex' },
    '.hover-hint': {
      position: 'absolute',
      top: '100%',
      zIndex: zIndex.tooltip,
      width: 'max-content',
      maxWidth: 160,
      padding: spacing(0.5, 1),
      borderRadius: shape.borderRadius,
      backgroundColor: palette.grey[800],
      color: palette.common.white,
      fontSize: '0.75rem',
      lineHeight: 1.3,
      opacity: 0,
      visibility: 'hidden',
      transition: 'opacity 150ms',
    },
    '.hover-hint--end': { right: 0 },
    '.hover-hint--start': { left: 0 },
    '.hover-hint--open': { opacity: 1, visibility: 'visible' },
  };
}

/** ProductCardActions: stepper and Aggiungi, side by side on wide cards, else one under the other. */
function cardActionStyles({ palette, spacing, typography }: Theme): Record<string, CSSObject> {
  return {
    '.card-actions': { display: 'flex', flexDirection: 'column', gap: spacing(1) },
    '.card-actions__unavailable': {
      ...typography.body2,
      margin: 0,
      fontWeight: 600,
      color: palette.error.dark,
    },
    '.card-actions__reason': { ...typography.body2, margin: 0, color: palette.text.secondary },
    '.card-actions__row': { display: 'flex', flexWrap: 'wrap', gap: spacing(1), alignItems: 'flex-start' },
    '.card-actions__stepper': { flex: '1 1 100%', minWidth: 0 },
    '.card-actions--inline .card-actions__stepper': { flex: '0 1 auto' },
    // Two classes: MUI's own Button rules come later in the sheet and would win over one.
    '.plain-button.card-actions__add': { flex: '1 1 100%', height: 36, whiteSpace: 'nowrap' },
    '.card-actions--inline .plain-button.card-actions__add': { flex: '0 0 auto' },
    '.plain-button.card-actions__carton': { alignSelf: 'stretch' },
    '.card-actions--inline .plain-button.card-actions__carton': { alignSelf: 'flex-start' },
    '.plain-icon-button.favourite-button': { color: palette.primary.dark },
  };
}

/** QuantityStepper: minus, value, plus in one bordered row of --stepper-box px (36 or 44). */
function stepperStyles({ palette, shape }: Theme): Record<string, CSSObject> {
  return {
    '.stepper': { display: 'inline-block', maxWidth: '100%' },
    '.stepper--full': { display: 'block' },
    '.stepper__group': {
      display: 'flex',
      alignItems: 'center',
      height: 'var(--stepper-box)',
      border: `1px solid ${palette.grey[500]}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
    },
    '.stepper--full .stepper__group': { width: '100%' },
    '.stepper__group--error': { borderColor: palette.error.main },
    '.stepper__group--disabled': { backgroundColor: palette.action.disabledBackground },
    // Two classes: the plain button's own rules come earlier and lose to these.
    '.plain-icon-button.stepper__button': {
      width: 'var(--stepper-box)',
      height: 'calc(var(--stepper-box) - 2px)',
      borderRadius: shape.borderRadius,
      flexShrink: 0,
    },
    '.stepper__middle': { flex: 1, minWidth: 60, height: '100%' },
    '.stepper__value': {
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: 600,
      whiteSpace: 'nowrap',
      cursor: 'default',
      // A long press must not select text or open the phone's callout menu.
      userSelect: 'none',
      WebkitUserSelect: 'none',
      WebkitTouchCallout: 'none',
      touchAction: 'manipulation',
      color: palette.text.primary,
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '.stepper__value--typed': { cursor: 'text' },
    '.stepper__group--disabled .stepper__value': { color: palette.text.disabled },
  };
}
