import type { Product } from '@spesa/domain';
import { PlainButton } from '../../../components/ui/plain-button/PlainButton';
import { useT } from '../i18n';

/** 'Aggiungi al listino' under a product's add controls (proposers only). */
export function AddToPriceListButton({ product, onOpen }: { product: Product; onOpen: (p: Product) => void }) {
  const t = useT();
  const label = t('pricelists.dialog.button');
  return (
    <PlainButton
      variant="outlined"
      size="small"
      aria-haspopup="dialog"
      aria-label={t('pricelists.dialog.buttonOf', { name: product.name })}
      onClick={() => onOpen(product)}
    >
      {label}
    </PlainButton>
  );
}
