import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUnitPrice, type CartItem, type SaleRules } from '@spesa/domain';
import { ProductLine } from '../../../components/ui/product-line/ProductLine';
import { QuantityStepper } from '../../../components/ui/quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { unitPriceText } from '../../../components/ui/price/Price';
import { toCents } from '../../../components/ui/price/money';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { formatEuroDisplay } from '../../../lib/format';
import { useLineActions } from '../hooks/useLineActions';
import { useT } from '../i18n';
import { LineInfos } from './LineInfos';

/** The chosen options as the shopper chose them ('Taglio: a fette'). */
function optionsText(item: CartItem): string {
  return item.product.selectOptions
    .map((o) => {
      const key = item.params[o.parameterName];
      const value = o.options.find((v) => v.key === key)?.value;
      return value ? `${o.name}: ${value}` : null;
    })
    .filter(Boolean)
    .join(' · ');
}

/**
 * The line's unit price as the shop states it: weighed goods their price per kg ('2,90 €/kg');
 * pieces and packs the price of one ('1,59 € cad.') and their priceUnitDisplay per kg or l.
 */
export function lineUnitPrice(item: CartItem, rules: SaleRules, each: (price: string) => string): string {
  // The cart's own price of one kg (what the line is charged at), in the label's words.
  if (rules.tipologia === 'Sfuso')
    return formatUnitPrice(toCents(item.unitPrice), rules.weightUnitSelling || 'kg');
  return [each(formatEuroDisplay(item.unitPrice)), unitPriceText(item.product)].filter(Boolean).join(' · ');
}

/**
 * One line of the cart: picture, name, options, price, stepper (changes go straight to the cart,
 * 0 asks before removing), line total and remove. `compact` is the mini cart's version, without
 * the note and substitutes.
 */
export function CartLine({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const t = useT();
  const rules = useMemo(() => saleRulesFromProduct(item.product), [item.product]);
  const line = useLineActions(item);
  const options = optionsText(item);
  const discounted = item.discount > 0;
  // Weighed goods are charged on the weight prepared: the total is an estimate.
  const weighed = rules.tipologia === 'Sfuso';
  const unitPrice = lineUnitPrice(item, rules, (price) => t('cartPage.unitPrice', { price }));

  return (
    <ProductLine
      product={item.product}
      imageSize={compact ? 56 : { xs: 64, sm: 88 }}
      details={
        <>
          <Typography variant="body2" color="text.secondary">
            {unitPrice}
          </Typography>
          {options && (
            <Typography variant="body2" color="text.secondary">
              {options}
            </Typography>
          )}
          {item.isPackage && (
            <Typography variant="body2" color="text.secondary">
              {t('cartPage.package')}
            </Typography>
          )}
          {!item.sellable && (
            <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
              {t('cartPage.notSellable')}
            </Typography>
          )}
        </>
      }
      quantity={
        <QuantityStepper
          rules={rules}
          value={line.quantity}
          onChange={line.setQuantity}
          allowZero
          productName={item.product.name}
          size="small"
        />
      }
      trailing={
        <Box sx={{ textAlign: 'right' }}>
          {discounted && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ textDecoration: 'line-through', lineHeight: 1.2 }}
            >
              <Box component="span" sx={visuallyHidden}>
                {t('ui.previousPrice')}{' '}
              </Box>
              {formatEuroDisplay(item.standardTotal)}
            </Typography>
          )}
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} color={discounted ? 'error.dark' : undefined}>
            <Box component="span" sx={visuallyHidden}>
              {t(weighed ? 'cartPage.lineTotalEstimated' : 'cartPage.lineTotal')}{' '}
            </Box>
            {weighed && <span aria-hidden="true">≈&nbsp;</span>}
            {formatEuroDisplay(item.grossTotal)}
          </Typography>
        </Box>
      }
      remove={{
        label: t('cartPage.remove', { name: item.product.name }),
        onClick: line.removeLine,
        disabled: line.busy,
      }}
      footer={compact ? undefined : <LineInfos item={item} />}
    />
  );
}
