import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Product } from '@spesa/domain';
import { useT } from '../i18n';

/** The selectable-promotion question (spec section 2): Sì uses the promotion, No does not. */
export function PromoDialog({
  product,
  onAnswer,
}: {
  product: Product;
  onAnswer: (yes: boolean | null) => void;
}) {
  const t = useT();
  const id = useId();
  const promo = product.warehousePromo;
  const text = promo?.view.selectablePromoText || t('cartPage.promoDefault');
  return (
    <Dialog
      open
      onClose={() => onAnswer(null)}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{product.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} color="text.primary">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('common.no')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('common.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
