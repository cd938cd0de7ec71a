import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

/**
 * The product page's head and buy box as plain class rules (decision 0083): drawn with MUI's Box,
 * Stack, Typography and Chip, they were most of what a product page's hydration resolved. The
 * values are those of the components they replace (Stack spacing as gaps).
 */
export function productPageStyles(theme: Theme): Record<string, CSSObject> {
  const { palette, spacing, typography, shape, breakpoints } = theme;
  const secondaryText: CSSObject = { color: palette.text.secondary };
  return {
    '.product-page': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      gap: spacing(2),
      marginTop: spacing(1),
      [breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: spacing(4) },
    },
    '.product-page__media': { position: 'relative', paddingTop: spacing(1) },
    '.product-page__badges': {
      position: 'absolute',
      top: 8,
      left: 0,
      zIndex: 1,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1),
    },
    // MUI's small filled Chip in the secondary colour, bold.
    '.product-page__new': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      fontWeight: 700,
      whiteSpace: 'nowrap',
    },
    '.product-page__frozen': {
      width: '1em',
      height: '1em',
      fontSize: typography.pxToRem(24),
      fill: '#0D5C8C',
    },
    '.product-page__details': { display: 'flex', flexDirection: 'column', gap: spacing(1.5), minWidth: 0 },
    '.product-page__vendor': {
      ...typography.overline,
      ...secondaryText,
      margin: 0,
      lineHeight: 1.5,
      fontWeight: 700,
    },
    '.product-page__title-row': { display: 'flex', alignItems: 'flex-start', gap: spacing(1) },
    '.product-page__name': { ...typography.h1, flex: 1, margin: 0, overflowWrap: 'anywhere' },
    '.product-page__text': { ...typography.body1, margin: 0 },
    '.product-page__text--secondary': secondaryText,
    '.product-page__label': { fontWeight: 600 },
    '.product-page__code': { ...typography.body2, ...secondaryText, margin: 0 },
    '.buy-box': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(2),
      maxWidth: 560,
      borderRadius: Number(shape.borderRadius) * 2,
      [breakpoints.up('md')]: { padding: spacing(2), border: `1px solid ${palette.divider}` },
    },
    '.buy-box__note': { ...typography.body2, ...secondaryText, margin: 0 },
    '.buy-box__note--under': { marginTop: spacing(0.5) },
  };
}
