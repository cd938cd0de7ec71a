import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import {
  decodeCartQuantity,
  encodeCartQuantity,
  formatQuantity,
  quantityUnit,
  type WishlistItem,
} from '@spesa/domain';
import { Price } from '../../../components/ui/price/Price';
import { ProductLine } from '../../../components/ui/product-line/ProductLine';
import { optionsText } from '../../../components/ui/product-options/chosen-options';
import { QuantityStepper } from '../../../components/ui/quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { useT } from '../i18n';

interface Props {
  item: WishlistItem;
  /** Absent for a read-only list: the quantity is shown as text and nothing can be removed. */
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
  busy?: boolean;
  /** A line whose product is no longer sold in the shopper's store. */
  inactive?: boolean;
}

const milliOf = (quantity: number) => {
  const d = decodeCartQuantity(quantity);
  return d.ok ? d.milli : 0;
};

/** One line of a list: picture, name, price, quantity (stepper when editable) and remove. */
export function ListLine({ item, onQuantity, onRemove, busy = false, inactive = false }: Props) {
  const t = useT();
  const rules = useMemo(() => saleRulesFromProduct(item.product), [item.product]);
  const milli = milliOf(item.quantity);
  const unavailable = inactive || item.product.available <= 0;
  const options = optionsText(item.product.selectOptions, item.params ?? {});
  return (
    <ProductLine
      product={item.product}
      imageSize={{ xs: 64, sm: 80 }}
      dimmed={inactive}
      details={
        <>
          {options && (
            <Typography variant="body2" color="text.secondary">
              {options}
            </Typography>
          )}
          {/* What the line's quantity costs today (VAT included), as on the product cards. */}
          <Price product={item.product} quantityMilli={milli} />
          {unavailable && (
            <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
              {inactive ? t('lists.page.inactive') : t('lists.page.unavailable')}
            </Typography>
          )}
        </>
      }
      quantity={
        onQuantity && !inactive ? (
          <QuantityStepper
            rules={rules}
            value={milli}
            onChange={(v) => onQuantity(encodeCartQuantity(v))}
            allowZero
            productName={item.product.name}
            size="small"
            disabled={busy}
          />
        ) : (
          <Typography sx={{ fontWeight: 600 }}>{formatQuantity(milli, quantityUnit(rules))}</Typography>
        )
      }
      remove={
        onRemove && {
          label: t('lists.page.removeLine', { name: item.product.name }),
          onClick: onRemove,
          disabled: busy,
        }
      }
    />
  );
}
