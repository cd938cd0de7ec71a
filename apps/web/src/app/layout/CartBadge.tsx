import { useState } from 'react';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { useCart, visitorCart } from '../../lib/cart';
import { useT } from '../../lib/i18n';

// The mini cart (features/cart) loads the first time the badge is opened.
const MiniCart = lazyPart('MiniCart', () => import('../../features/cart/components/MiniCart'));

/**
 * Header cart button with the number of lines. A logged-in shopper opens the mini cart; a visitor
 * goes to /cart, which says a login is needed.
 */
export function CartBadge() {
  const t = useT();
  const { isLoggedIn } = useCurrentUser();
  const { data: cart } = useCart();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // A visitor's own cart (anonymous cart) counts too; other visitors' stays 0.
  const count = cart && (isLoggedIn || visitorCart.has()) ? cart.totalItems : 0;
  const icon = (
    <Badge badgeContent={count} color="secondary" showZero max={99}>
      <ShoppingCartOutlinedIcon />
    </Badge>
  );
  if (!isLoggedIn)
    return (
      <IconButton
        component={RouterLink}
        to="/cart"
        aria-label={t('cart.badge', { count })}
        color="inherit"
        size="large"
      >
        {icon}
      </IconButton>
    );
  return (
    <>
      <IconButton
        aria-label={t('cart.badge', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        color="inherit"
        size="large"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
      </IconButton>
      {used && <MiniCart open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
