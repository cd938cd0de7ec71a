import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE, type PaymentAuth } from '@spesa/domain';
import { useT } from '../i18n';

export const NEW_CARD = 0;

/** One radio per payment type, each with a line on how it works; under the card, the saved cards. */
export function PaymentChoice({
  types,
  value,
  onChange,
  cards,
  cardId,
  onCardChange,
  legend,
  pickup = false,
  saveCard,
}: {
  types: number[];
  value: number;
  onChange: (paymentTypeId: number) => void;
  cards: PaymentAuth[];
  /** The saved card chosen, or NEW_CARD. */
  cardId: number;
  onCardChange: (userPaymentAuthId: number) => void;
  legend?: string;
  /** Goods picked up: paying "on delivery" is paying at the pickup. */
  pickup?: boolean;
  /** "Salva la carta per i prossimi acquisti", offered with a new card when given (decision 0113). */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const t = useT();
  const key = (id: number) =>
    pickup && id === PAYMENT_TYPE.onDelivery ? `checkout.type${id}Pickup` : `checkout.type${id}`;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend ?? t('checkout.paymentLegend')}
      </FormLabel>
      <RadioGroup value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {types.map((id) => (
          <Box
            key={id}
            sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <FormControlLabel
              value={String(id)}
              control={<Radio inputProps={{ 'aria-describedby': `payment-help-${id}` }} />}
              label={<Typography sx={{ fontWeight: 600 }}>{t(key(id))}</Typography>}
            />
            <Typography id={`payment-help-${id}`} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
              {t(`${key(id)}Help`)}
            </Typography>
            {id === PAYMENT_TYPE.card && value === PAYMENT_TYPE.card && saveCard && cardId === NEW_CARD && (
              <FormControlLabel
                sx={{ ml: 4, display: 'flex' }}
                control={
                  <Checkbox
                    checked={saveCard.checked}
                    onChange={(e) => saveCard.onChange(e.target.checked)}
                  />
                }
                label={t('checkout.saveCard')}
              />
            )}
            {id === PAYMENT_TYPE.card && value === PAYMENT_TYPE.card && cards.length > 0 && (
              <FormControl component="fieldset" sx={{ ml: 4, mt: 1 }}>
                <FormLabel component="legend">{t('checkout.savedCardsLegend')}</FormLabel>
                <RadioGroup value={String(cardId)} onChange={(e) => onCardChange(Number(e.target.value))}>
                  {cards.map((c) => (
                    <FormControlLabel
                      key={c.userPaymentAuthId}
                      value={String(c.userPaymentAuthId)}
                      control={<Radio />}
                      label={t('checkout.savedCard', { brand: c.brand, last4: c.last4, expiry: c.expiry })}
                    />
                  ))}
                  <FormControlLabel
                    value={String(NEW_CARD)}
                    control={<Radio />}
                    label={t('checkout.newCard')}
                  />
                </RadioGroup>
              </FormControl>
            )}
          </Box>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
