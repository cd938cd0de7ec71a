import { useState } from 'react';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import { ShoppingCartOutlinedIcon } from '../../components/ui/plain-button/icons';
import { PlainLink } from '../../components/ui/plain-link/PlainLink';
import { useCurrentUser } from '../../lib/auth';
import { useCart, visitorCart } from '../../lib/cart';
import { useT } from '../../lib/i18n';

// The mini cart (features/cart) loads the first time the badge is opened.
const MiniCart = lazyPart('MiniCart', () => import('../../features/cart/components/MiniCart'));

/** The badge's count: as MUI's Badge with max 99. */
const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Header cart button with the number of lines. A logged-in shopper opens the mini cart; a visitor
 * goes to /cart, which says a login is needed. Plain elements with the classes of ShellStyles
 * (decision 0083); the count is read from the button's name, the badge itself is not read.
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
    <span className="plain-badge">
      <ShoppingCartOutlinedIcon />
      <span className="plain-badge__count" aria-hidden="true">
        {countText(count)}
      </span>
    </span>
  );
  if (!isLoggedIn)
    return (
      <PlainLink to="/cart" className="header-icon-button" aria-label={t('cart.badge', { count })}>
        {icon}
      </PlainLink>
    );
  return (
    <>
      <button
        type="button"
        className="header-icon-button"
        aria-label={t('cart.badge', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {used && <MiniCart open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
