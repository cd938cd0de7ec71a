import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PAYMENT_TYPE, type Order } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { usePayAgain } from '../../../lib/orders';
import { useSavedCards } from '../api/savedCardsApi';
import { useT } from '../i18n';
import { HoldConsent } from './HoldConsent';
import { NEW_CARD, PaymentChoice } from './PaymentChoice';

const ONLINE = [PAYMENT_TYPE.card, PAYMENT_TYPE.paypal];

/**
 * "Paga di nuovo" after a declined card: card (a saved one or another) or PayPal, with the consent
 * to the order's held amount; leaves for the provider's page when it answers one.
 */
export function PayAgainForm({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const t = useT();
  const [paymentTypeId, setPaymentTypeId] = useState<number>(
    ONLINE.includes(order.paymentTypeId as 12 | 13) ? order.paymentTypeId : PAYMENT_TYPE.card,
  );
  const cards = useSavedCards(paymentTypeId === PAYMENT_TYPE.card).data ?? [];
  const [chosenCard, setChosenCard] = useState<number | null>(null);
  const cardId = chosenCard ?? NEW_CARD;
  const [consent, setConsent] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const pay = usePayAgain();

  const submit = () => {
    if (!consent) {
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
        paymentData: JSON.stringify({ consentAmount: order.prebilledAmount }),
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
      <PaymentChoice
        legend={t('checkout.payAgainLegend')}
        types={ONLINE}
        value={paymentTypeId}
        onChange={setPaymentTypeId}
        cards={cards}
        cardId={cardId}
        onCardChange={setChosenCard}
      />
      <Box data-field="pay-again-hold">
        <HoldConsent
          hold={order.prebilledAmount}
          total={order.grossTotal}
          checked={consent}
          onChange={setConsent}
          showError={showErrors}
        />
      </Box>
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
        {t('checkout.payAgain')}
      </Button>
    </Box>
  );
}
