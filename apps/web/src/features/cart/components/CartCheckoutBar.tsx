import { useEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Cart } from '@spesa/domain';
import { formatEuroDisplay } from '../../../lib/format';
import { BOTTOM_BAR_VAR } from '../../../lib/layout-vars';
import { useT } from '../i18n';

/**
 * On phones and tablets (below the theme's md, where the summary sits under the lines): the total
 * and the button to the checkout, kept at the bottom of the screen while the lines scroll. It is
 * the page's last element, so at the end of the page it rests under the summary, as its button.
 */
export function CartCheckoutBar({ cart, label }: { cart: Cart; label: string }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  useKeepFocusAboveBar(bar);
  return (
    <Box
      ref={bar}
      data-testid="cart-checkout-bar"
      data-bottom-bar="" // BOTTOM_BAR_ATTR
      sx={{
        display: { xs: 'flex', md: 'none' },
        alignItems: 'center',
        gap: 2,
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 2,
        mx: { xs: -1, sm: -2 },
        px: 2,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 0, lineHeight: 1.2 }}>
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
          {t('cartPage.total')}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 700 }}>
          {formatEuroDisplay(cart.grossTotal)}
        </Box>
      </Typography>
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to="/checkout"
        sx={{ minHeight: 48, flexShrink: 0 }}
      >
        {label}
      </Button>
    </Box>
  );
}

/**
 * While the bar shows, what takes the focus near the bottom of the screen scrolls above it, not
 * under it (WCAG 2.4.11): BOTTOM_BAR_VAR, the scroll margin of the page's focusable elements
 * (app/layout/ShellStyles), is the bar's height; 0 where the bar is hidden (from md up).
 */
function useKeepFocusAboveBar(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(BOTTOM_BAR_VAR, el.offsetParent === null ? '0px' : `${el.offsetHeight}px`);
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      resize.disconnect();
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, [bar]);
}
