import { useRef } from 'react';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import type { LeafletPage, Product } from '@spesa/domain';
import { isAvailable } from '../../../components/ui/product-card/ProductCardActions';
import { formatEuroDisplay } from '../../../lib/format';
import { t } from '../i18n';

interface Props {
  page: LeafletPage;
  pageCount: number;
  title: string;
  /** Width / height of the page images. */
  ratio: number;
  products: Map<number, Product>;
  onSelect: (product: Product) => void;
  /** A horizontal swipe on a phone: -1 to the previous page, 1 to the next. */
  onSwipe?: (direction: -1 | 1) => void;
  eager?: boolean;
}

/** How far a finger must travel sideways (px), and at most how far up or down, to turn a page. */
const SWIPE_X = 60;
const SWIPE_Y = 50;

const pct = (milli: number) => `${milli / 10}%`;

/**
 * One flyer page: its picture with a button over each product (the hotspots, in thousandths of
 * the page, so they follow the picture at any width). A button is named by the product and its
 * price in the shopper's store; the '+' in its corner says it can be tapped. A sideways swipe
 * turns the page (the buttons below the page do the same for everyone else).
 */
export function FlyerPageView({ page, pageCount, title, ratio, products, onSelect, onSwipe, eager }: Props) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return (
    <Box
      onTouchStart={(e) => {
        const t = e.touches[0];
        start.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(e) => {
        const from = start.current;
        const t = e.changedTouches[0];
        start.current = null;
        if (!from || !t || !onSwipe) return;
        const dx = t.clientX - from.x;
        if (Math.abs(dx) >= SWIPE_X && Math.abs(t.clientY - from.y) <= SWIPE_Y) onSwipe(dx < 0 ? 1 : -1);
      }}
      sx={{ position: 'relative', width: '100%', aspectRatio: String(ratio), bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden', boxShadow: 1 }}>
      <Box
        component="img"
        src={page.imageUrl}
        alt={t('flyers.pageImage', { title, page: page.pageNumber, count: pageCount })}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
      />
      {page.hotspots.map((h) => {
        const product = products.get(h.productId);
        if (!product) return null;
        const label = isAvailable(product)
          ? t('flyers.hotspot', { name: product.name, price: formatEuroDisplay(product.priceDisplay) })
          : t('flyers.hotspotUnavailable', { name: product.name });
        return (
          <Box
            key={h.productId}
            component="button"
            type="button"
            aria-label={label}
            aria-haspopup="dialog"
            data-product-id={h.productId}
            onClick={() => onSelect(product)}
            sx={{
              position: 'absolute',
              left: pct(h.x),
              top: pct(h.y),
              width: pct(h.width),
              height: pct(h.height),
              p: 0,
              m: 0,
              border: '2px solid transparent',
              borderRadius: 1.5,
              bgcolor: 'transparent',
              cursor: 'pointer',
              '&:hover': { borderColor: 'primary.main', bgcolor: 'rgba(0,0,0,0.03)' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{
                position: 'absolute',
                // Top left: the name below and the promotion badge top right stay readable.
                left: 6,
                top: 6,
                width: { xs: 26, sm: 34 },
                height: { xs: 26, sm: 34 },
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                boxShadow: 2,
              }}
            >
              <AddIcon fontSize="small" />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
