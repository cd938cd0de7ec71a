import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import { useCart } from '../../../lib/cart';
import { formatEuroDisplay } from '../../../lib/format';
import { useT } from '../i18n';
import { CartSectors } from './CartSectors';
import { EmptyCartState } from './EmptyCartState';

/**
 * The mini cart: a side panel opened from the header badge, with the lines (steppers and remove),
 * the total and the way to the cart page. A modal drawer: focus moves in, Esc closes, focus goes
 * back to the badge.
 */
export default function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const { data: cart } = useCart();
  const empty = !cart || cart.cartItems.length === 0;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('cartPage.miniTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('cartPage.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pt: 2 }}>
        {empty ? <EmptyCartState onNavigate={onClose} /> : <CartSectors cart={cart} compact />}
      </Box>
      {!empty && (
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('cartPage.total')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatEuroDisplay(cart.grossTotal)}</Typography>
          </Box>
          <Button component={RouterLink} to="/cart" variant="contained" fullWidth onClick={onClose}>
            {t('cartPage.goToCart')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
