import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE, type Order } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { usePayAgain } from '../../../lib/orders';
import { useSavedCards } from '../api/savedCardsApi';
import { isOnlinePayment, paymentTypesFor } from '../flow/paymentTypes';
import { useT } from '../i18n';
import { HoldConsent } from './HoldConsent';
import { NEW_CARD, PaymentChoice } from './PaymentChoice';

/**
 * "Paga di nuovo" after a declined card: every payment type the shopper may use, as at the
 * checkout (on delivery, card with a saved one or another, PayPal, and the business types for a
 * business customer; the server refuses the others, PAYMENT_TYPE_NOT_ALLOWED). Online, with the
 * consent to the order's held amount, and the provider's page when it answers one; a type paid
 * offline confirms the order at once.
 */
export function PayAgainForm({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const t = useT();
  const { user } = useCurrentUser();
  const types = paymentTypesFor(user);
  const [paymentTypeId, setPaymentTypeId] = useState<number>(
    types.includes(order.paymentTypeId) ? order.paymentTypeId : PAYMENT_TYPE.card,
  );
  const online = isOnlinePayment(paymentTypeId);
  const cards = useSavedCards(paymentTypeId === PAYMENT_TYPE.card).data ?? [];
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  const cardId = chosenCard ?? NEW_CARD;
  const [consent, setConsent] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const pay = usePayAgain();

  const submit = () => {
    if (online && !consent) {
      setShowErrors(true);
      document.querySelector<HTMLInputElement>('[data-field="pay-again-hold"] input')?.focus();
      return;
    }
    if (pay.isPending || leaving) return;
    pay.mutate(
      {
        orderId: order.orderId,
        paymentTypeId,
        userPaymentAuthId: paymentTypeId === PAYMENT_TYPE.card && cardId !== NEW_CARD ? cardId : undefined,
        paymentData: JSON.stringify(online ? { consentAmount: order.prebilledAmount } : {}),
      },
      {
        onSuccess: (answer) => {
          if (answer?.paymentUrl) {
            setLeaving(true);
            window.location.assign(answer.paymentUrl);
          } else onPaid();
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), submit())}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {/* A refused or unfinished payment holds nothing: said before anything else. */}
      <Typography>{t('checkout.payAgainNothingHeld')}</Typography>
      <PaymentChoice
        legend={t('checkout.payAgainLegend')}
        types={types}
        pickup={order.place?.pickup === true}
        value={paymentTypeId}
        onChange={setPaymentTypeId}
        cards={cards}
        cardId={cardId}
        onCardChange={setChosenCard}
      />
      {online && (
        <Box data-field="pay-again-hold">
          <HoldConsent
            title="checkout.payAgainHoldTitle"
            hold={order.prebilledAmount}
            total={order.grossTotal}
            checked={consent}
            onChange={setConsent}
            showError={showErrors}
          />
        </Box>
      )}
      {pay.error && (
        <Alert severity="error">
          {isApiError(pay.error) ? pay.error.message : t('checkout.payAgainUnavailable')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-disabled={pay.isPending || leaving || undefined}
        startIcon={pay.isPending || leaving ? <CircularProgress size={20} color="inherit" /> : undefined}
        sx={{ minHeight: 48, alignSelf: { sm: 'flex-start' } }}
      >
        {t(online ? 'checkout.payAgain' : 'checkout.payAgainOffline')}
      </Button>
    </Box>
  );
}
