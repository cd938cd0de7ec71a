import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';

type Promo = NonNullable<Product['warehousePromo']>;

/** Back-office texts may carry simple HTML; the storefront shows them as plain text. */
function plain(text: string | null): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The promotion box of a product (spec: header, body, footer). `view.cssClass` comes from the
 * back office and is kept as a class name so a shop can restyle a promotion type in CSS.
 */
export function PromoBox({ promo, size = 'small' }: { promo: Promo; size?: 'small' | 'large' }) {
  const { header, body, footer, cssClass } = promo.view;
  const [h, b, f] = [plain(header), plain(body), plain(footer)];
  if (!h && !b && !f) return null;
  return (
    <Box
      className={['promo-box', cssClass].filter(Boolean).join(' ')}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        borderRadius: 1,
        overflow: 'hidden',
        // #B71C1C on white and white on it are both above 4.5:1 (WCAG AA).
        border: '1px solid #B71C1C',
        fontSize: size === 'large' ? '0.9375rem' : '0.75rem',
        lineHeight: 1.25,
        maxWidth: '100%',
      }}
    >
      {h && (
        <Box
          component="span"
          sx={{ bgcolor: '#B71C1C', color: '#fff', fontWeight: 700, px: 0.75, py: 0.25, width: '100%' }}
        >
          {h}
        </Box>
      )}
      {b && (
        <Box component="span" sx={{ color: '#B71C1C', fontWeight: 600, px: 0.75, py: 0.25 }}>
          {b}
        </Box>
      )}
      {f && (
        <Box component="span" sx={{ color: 'text.secondary', px: 0.75, pb: 0.25, fontSize: '0.9em' }}>
          {f}
        </Box>
      )}
    </Box>
  );
}

export default PromoBox;
