import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_TYPE, type Cart } from '@spesa/domain';
import { requestLogin, useCurrentUser } from '../../../lib/auth';
import { isCartLocked, modifiedOrderOf, useCart } from '../../../lib/cart';
import { CartLoadError } from '../../../components/ui/cart-load-error/CartLoadError';
import { SummaryLayout } from '../../../components/ui/summary-layout/SummaryLayout';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime, formatEuroDisplay } from '../../../lib/format';
import { useInvoiceHolders } from '../api/invoiceHoldersApi';
import { useSavedCards } from '../api/savedCardsApi';
import { CheckoutDelivery, isPickup } from '../components/CheckoutDelivery';
import { CheckoutFailureAlert } from '../components/CheckoutFailureAlert';
import { HoldConsent } from '../components/HoldConsent';
import { InvoiceChoice } from '../components/InvoiceChoice';
import { OrderNoteField } from '../components/OrderNoteField';
import { PendingAttemptPanel } from '../components/PendingAttemptPanel';
import { NEW_CARD, PaymentChoice } from '../components/PaymentChoice';
import { SectionCard } from '../components/SectionCard';
import { TermsCheckbox } from '../components/TermsCheckbox';
import { invoiceWanted } from '../flow/invoiceHolder';
import { amountToHold, isOnlinePayment, paymentTypesFor } from '../flow/paymentTypes';
import { placedOrderOfCart } from '../flow/placedOrders';
import { confirmationPath, useConfirmOrder } from '../flow/useConfirmOrder';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';

type ConfirmOrder = ReturnType<typeof useConfirmOrder>;

function CheckoutForm({ cart, order }: { cart: Cart; order: ConfirmOrder }) {
  const t = useT();
  const parts = useCheckoutParts();
  const { user } = useCurrentUser();
  // An order being modified keeps its payment type (decision 0057): the only one offered.
  const modified = modifiedOrderOf(cart);
  const types = modified?.paymentTypeId ? [modified.paymentTypeId] : paymentTypesFor(user);
  const [paymentTypeId, setPaymentTypeId] = useState<number>(
    modified?.paymentTypeId || PAYMENT_TYPE.onDelivery,
  );
  const online = isOnlinePayment(paymentTypeId);
  const cards = useSavedCards(paymentTypeId === PAYMENT_TYPE.card).data ?? [];
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  const cardId = chosenCard ?? cards[0]?.userPaymentAuthId ?? NEW_CARD;
  const [note, setNote] = useState('');
  const [keepCard, setKeepCard] = useState(false);
  const [terms, setTerms] = useState(false);
  // Consent is to one exact amount: when the cart (and so the hold) changes, it is asked again.
  const hold = amountToHold(cart, paymentTypeId);
  const [consentedTo, setConsentedTo] = useState<number | null>(null);
  const consent = consentedTo === hold;
  const [showErrors, setShowErrors] = useState(false);
  const [holderId, setHolderId] = useState<number | null | undefined>(undefined);
  const holders = useInvoiceHolders(invoiceWanted(cart, paymentTypeId)).data;
  // Sent only when it is still one of the holders listed: one deleted meanwhile falls back to the default.
  const invoicePersonFiscalId =
    invoiceWanted(cart, paymentTypeId) && holders?.some((h) => h.personFiscalId === holderId)
      ? holderId
      : undefined;

  const submit = () => {
    if (!terms || (online && !consent)) {
      setShowErrors(true);
      const first = !terms ? 'terms' : 'hold';
      document.querySelector<HTMLInputElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    void order.confirm(
      cart,
      {
        paymentTypeId,
        userPaymentAuthId: paymentTypeId === PAYMENT_TYPE.card && cardId !== NEW_CARD ? cardId : undefined,
        note,
        invoicePersonFiscalId,
        saveCard: paymentTypeId === PAYMENT_TYPE.card && cardId === NEW_CARD && keepCard,
      },
      {
        addressName: cart.shippingAddress?.addressName ?? '',
        serviceName: cart.selectedService?.name ?? '',
        timeslot: cart.timeslot,
        modifying: modified !== null,
      },
    );
  };

  return (
    <SummaryLayout
      summaryWidth={380}
      summary={
        <>
          <parts.CartTotals cart={cart} />
          {online ? (
            <Box data-field="hold">
              <HoldConsent
                hold={hold}
                total={cart.grossTotal}
                checked={consent}
                onChange={(c) => setConsentedTo(c ? hold : null)}
                showError={showErrors}
              />
            </Box>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>
              {t(
                isPickup(cart) && paymentTypeId === PAYMENT_TYPE.onDelivery
                  ? 'checkout.due2Pickup'
                  : `checkout.due${paymentTypeId}`,
                { total: formatEuroDisplay(cart.grossTotal) },
              )}
            </Typography>
          )}
          <Box data-field="terms">
            <TermsCheckbox checked={terms} onChange={setTerms} showError={showErrors} />
          </Box>
          {order.failure && <CheckoutFailureAlert failure={order.failure} />}
          <Button
            variant="contained"
            size="large"
            onClick={submit}
            // aria-disabled, not disabled: the button keeps the focus while the order is confirmed.
            aria-disabled={order.pending || undefined}
            startIcon={order.pending ? <CircularProgress size={20} color="inherit" /> : undefined}
            sx={{ minHeight: 48 }}
          >
            {order.pending
              ? t('checkout.confirming')
              : t(modified ? 'checkout.confirmModify' : 'checkout.confirm')}
          </Button>
          {order.leaving && (
            <Typography role="status" variant="body2">
              {t('checkout.toPayment')}
            </Typography>
          )}
        </>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        {modified && (
          <Alert severity="info">
            <AlertTitle component="h2" sx={{ fontSize: '1.05rem' }}>
              {t('checkout.modifyingTitle', { orderId: modified.orderId })}
            </AlertTitle>
            {t('checkout.modifyingText', { cutoff: formatDateTime(modified.cutoffAt) })}
          </Alert>
        )}
        <CheckoutDelivery cart={cart} fixed={modified !== null} />
        <SectionCard id="checkout-payment" title={t('checkout.paymentTitle')}>
          <PaymentChoice
            types={types}
            value={paymentTypeId}
            onChange={setPaymentTypeId}
            cards={cards}
            cardId={cardId}
            onCardChange={setChosenCard}
            pickup={isPickup(cart)}
            saveCard={modified ? undefined : { checked: keepCard, onChange: setKeepCard }}
          />
        </SectionCard>
        <SectionCard id="checkout-notes" title={t('checkout.notesTitle')}>
          <OrderNoteField value={note} onChange={setNote} pickup={isPickup(cart)} />
        </SectionCard>
        <InvoiceChoice
          cart={cart}
          paymentTypeId={paymentTypeId}
          holderId={holderId}
          onHolderChange={setHolderId}
        />
        <Accordion
          variant="outlined"
          disableGutters
          component="section"
          aria-labelledby="checkout-lines-title"
          // The summary button sits in the section's h2 (MUI's heading slot), not a heading in a button.
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls="checkout-lines"
            id="checkout-lines-title"
          >
            <Typography component="span" variant="h6">
              {t('checkout.summaryTitle')}{' '}
              <Typography component="span" color="text.secondary">
                ({t('checkout.linesCount', { count: cart.totalItems })})
              </Typography>
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="checkout-lines" sx={{ px: { xs: 1, sm: 2 } }}>
            <parts.CartLines cart={cart} />
            <Button component={RouterLink} to="/cart" size="small">
              {t('checkout.backToCart')}
            </Button>
          </AccordionDetails>
        </Accordion>
      </Box>
    </SummaryLayout>
  );
}

/**
 * /checkout: the cart by department, delivery address and slot (changeable), payment (with the
 * card hold explained and consented to), order notes, invoice, terms, and "Conferma ordine".
 */
export default function CheckoutPage() {
  const t = useT();
  useDocumentTitle(t('checkout.pageTitle'));
  const { isLoggedIn, isPending: userPending } = useCurrentUser();
  const { data: cart, isPending, isError, refetch } = useCart();
  // Here, not in the form: a lost answer may leave the cart ordered (empty) while the attempt waits.
  const order = useConfirmOrder();

  let body;
  if (userPending || (isLoggedIn && isPending)) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('checkout.loading')} />
      </Box>
    );
  } else if (!isLoggedIn) {
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={requestLogin}>
            {t('checkout.loginNeeded')}
          </Button>
        }
      >
        {t('checkout.loginText')}
      </Alert>
    );
  } else if (order.pendingAttempt) {
    body = (
      <PendingAttemptPanel
        attempt={order.pendingAttempt}
        busy={order.pending}
        stillLost={order.stillLost}
        onRetry={() => void order.retryPending()}
        onDrop={order.dropPending}
      />
    );
  } else if (isError || !cart) {
    body = <CartLoadError onRetry={() => void refetch()} />;
  } else if (cart.cartItems.length === 0) {
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to="/">
            {t('checkout.goShopping')}
          </Button>
        }
      >
        {t('checkout.emptyText')}
      </Alert>
    );
  } else if (isCartLocked(cart) && placedOrderOfCart(cart.cartId)) {
    // Back from the provider's page (or its tab left open): this cart is an order already.
    const placed = placedOrderOfCart(cart.cartId)!;
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={confirmationPath(placed.orderId)}>
            {t('checkout.seeOrder')}
          </Button>
        }
      >
        {t('checkout.alreadyOrdered', { orderId: placed.orderId })}
      </Alert>
    );
  } else {
    body = <CheckoutForm cart={cart} order={order} />;
  }

  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('checkout.pageTitle')}
      </Typography>
      {body}
    </Container>
  );
}
