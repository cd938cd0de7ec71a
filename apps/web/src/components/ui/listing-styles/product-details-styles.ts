import { alpha, lighten, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';
import { visuallyHidden } from '../visuallyHidden';

/**
 * The product page's label details (description, ingredients, allergens, storage, nutrition
 * table, codes) as plain class rules (decision 0084): drawn with MUI's Typography, Box and
 * Table, they were two tasks of 55-65 ms at 4x when the part came to life, most of it Emotion
 * resolving and inserting the table cells' styles. The values are those of the components they
 * replace (MUI's small Table, its head and body cells). The suggestions' rows likewise (decision
 * 0085).
 */
export function productDetailsStyles(theme: Theme): Record<string, CSSObject> {
  const { breakpoints, palette, spacing, typography } = theme;
  return {
    '.product-details': { marginTop: spacing(4) },
    // A product's suggestions (RelatedProducts): a row of cards that scrolls sideways.
    '.related-products': { marginTop: spacing(4) },
    '.related-products__row': {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: '168px',
      gap: spacing(1),
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      listStyle: 'none',
      margin: 0,
      padding: spacing(0, 0, 1),
      [breakpoints.up('sm')]: { gridAutoColumns: '220px', gap: spacing(2) },
    },
    '.related-products__item': { scrollSnapAlign: 'start', minWidth: 0 },
    '.product-details__title': { ...typography.h3, margin: spacing(0, 0, 2) },
    '.product-details__section': { marginBottom: spacing(3) },
    '.product-details__heading': { ...typography.h5, margin: spacing(0, 0, 1) },
    '.product-details__text': { ...typography.body1, margin: 0, whiteSpace: 'pre-line', maxWidth: '75ch' },
    '.product-details__codes': {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: spacing(2),
      rowGap: spacing(0.5),
      margin: 0,
      '& dt': { fontWeight: 600 },
      '& dd': { margin: 0 },
    },
    '.nutrition-table': {
      display: 'table',
      width: '100%',
      maxWidth: 480,
      borderCollapse: 'collapse',
      borderSpacing: 0,
      '& caption': visuallyHidden,
      '& tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
      '& th, & td': {
        ...typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        // MUI's cell border: the divider colour made opaque and lightened.
        borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
        textAlign: 'left',
        padding: '6px 8px',
        color: palette.text.primary,
        fontWeight: 400,
      },
      '& thead th': { lineHeight: typography.pxToRem(24), fontWeight: 700 },
      '& .nutrition-table__value': { textAlign: 'right' },
    },
  };
}
