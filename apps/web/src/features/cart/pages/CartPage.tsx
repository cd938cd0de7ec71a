import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NOT_LOGGED_IN_CART_MESSAGE, ONLINE_PAYMENT_TYPES, type Cart } from '@spesa/domain';
import { requestLogin, useCurrentUser } from '../../../lib/auth';
import { modifiedOrderOf, useCart, visitorCart } from '../../../lib/cart';
import { CartLoadError } from '../../../components/ui/cart-load-error/CartLoadError';
import { SummaryLayout } from '../../../components/ui/summary-layout/SummaryLayout';
import { useDocumentTitle } from '../../../lib/document-title';
import { CartCheckoutBar } from '../components/CartCheckoutBar';
import { CartSectors } from '../components/CartSectors';
import { CartTotals } from '../components/CartTotals';
import { EmptyCartButton } from '../components/EmptyCartButton';
import { EmptyCartState } from '../components/EmptyCartState';
import { GiftCodeField } from '../components/GiftCodeField';
import { InvoiceSwitch } from '../components/InvoiceSwitch';
import { ModifyingOrderBanner } from '../components/ModifyingOrderBanner';
import { useT } from '../i18n';

/**
 * /cart: the lines by department with their steppers, notes and substitutes, the gift code, the
 * invoice choice and the totals. Visitors are told to log in (spec: 'E' necessario autenticarsi
 * per visualizzare il carrello'), except a visitor with a cart of their own (anonymous cart,
 * decision 0056): they see it, without the gift code and invoice, which need an account.
 */
export default function CartPage() {
  const t = useT();
  useDocumentTitle(t('cartPage.pageTitle'));
  const { isLoggedIn, isPending: userPending } = useCurrentUser();
  const { data: cart, isPending, isError, refetch } = useCart();
  const visitorWithCart = !isLoggedIn && visitorCart.has();
  const loginButton = (
    <Button color="inherit" onClick={requestLogin}>
      {t('cartPage.loginNeeded')}
    </Button>
  );

  const checkoutLabel = t(
    cart && modifiedOrderOf(cart) ? 'cartPage.goCheckoutModify' : 'cartPage.goCheckout',
  );
  let body;
  if (userPending || ((isLoggedIn || visitorWithCart) && isPending)) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  } else if (!isLoggedIn && !visitorWithCart) {
    body = (
      <Alert severity="info" action={loginButton}>
        {NOT_LOGGED_IN_CART_MESSAGE}
      </Alert>
    );
  } else if (isError || (!cart && isLoggedIn)) {
    body = <CartLoadError onRetry={() => void refetch()} />;
  } else if (!cart || cart.cartItems.length === 0) {
    // A visitor's cart/view answers null before their first add (or after their session ended).
    body = <EmptyCartState />;
  } else {
    body = (
      <SummaryLayout
        summary={
          <>
            <CartTotals cart={cart} showHold={holdApplies(cart)} />
            <Divider />
            {isLoggedIn ? (
              <>
                <GiftCodeField cart={cart} />
                <InvoiceSwitch cart={cart} />
                {/* Below md the bar at the bottom of the screen is the button (CartCheckoutBar). */}
                <Button
                  variant="contained"
                  size="large"
                  component={RouterLink}
                  to="/checkout"
                  sx={{ minHeight: 48, display: { xs: 'none', md: 'inline-flex' } }}
                >
                  {checkoutLabel}
                </Button>
              </>
            ) : (
              <Alert severity="info" action={loginButton}>
                {t('cartPage.visitorLogin')}
              </Alert>
            )}
          </>
        }
      >
        <Box component="section" aria-label={t('cartPage.lines')}>
          <CartSectors cart={cart} />
          <EmptyCartButton version={cart.version} />
        </Box>
      </SummaryLayout>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 0.5, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('cartPage.pageTitle')}
      </Typography>
      {cart && cart.cartItems.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('cartPage.itemsCount', { count: cart.totalItems })}
        </Typography>
      )}
      {/* The cart is an order being modified (order/modify): which one, until when, how to give up. */}
      {isLoggedIn && cart && <ModifyingOrderBanner cart={cart} />}
      {body}
      {isLoggedIn && cart && cart.cartItems.length > 0 && !isError && (
        <CartCheckoutBar cart={cart} label={checkoutLabel} />
      )}
    </Container>
  );
}

/**
 * The card-hold notice is for carts still to be paid, or for an order being modified that is paid
 * online; an order paid on delivery or by invoice holds nothing when it is modified.
 */
function holdApplies(cart: Cart): boolean {
  const modified = modifiedOrderOf(cart);
  return !modified || ONLINE_PAYMENT_TYPES.includes(modified.paymentTypeId);
}
