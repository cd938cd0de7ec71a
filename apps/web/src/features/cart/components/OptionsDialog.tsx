import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { ProductOptions } from '../../../components/ui/product-options/ProductOptions';
import { allOptionsChosen } from '../../../components/ui/product-options/chosen-options';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useT } from '../i18n';

interface Props {
  product: Product;
  initial: Record<string, string>;
  onAnswer: (chosen: Record<string, string> | null) => void;
}

/** The option-selection modal of the add-to-cart flow: confirm only once every option is chosen. */
export function OptionsDialog({ product, initial, onAnswer }: Props) {
  const t = useT();
  const titleId = useId();
  const [chosen, setChosen] = useState(initial);
  const complete = allOptionsChosen(product.selectOptions, chosen);
  return (
    <ResponsiveDialog open onClose={() => onAnswer(null)} titleId={titleId} maxWidth={600}>
      <DialogTitle id={titleId}>{t('product.selectAllOptions')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{product.name}</Typography>
        <ProductOptions options={product.selectOptions} chosen={chosen} onChange={setChosen} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(null)}>{t('cartPage.cancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={() => onAnswer(chosen)}>
          {t('cartPage.optionsConfirm')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
