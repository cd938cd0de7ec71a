import { useMemo, useState } from 'react';
import { displayedMaximum, formatEuro, formatQuantity, priceWithoutVat, quantityUnit } from '@spesa/domain';
import type { Product } from '@spesa/domain';
import { Price } from '../../../components/ui/price/Price';
import { toCents } from '../../../components/ui/price/money';
import { PromoBox } from '../../../components/ui/promo-box/PromoBox';
import { ProductCardActions, useCardQuantity } from '../../../components/ui/product-card/ProductCardActions';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { t } from '../i18n';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import {
  allOptionsChosen,
  initialOptions,
  type ChosenOptions,
} from '../../../components/ui/product-options/chosen-options';

// MUI's form controls (about 7 KB gzipped) only on the pages of products that have options.
const ProductOptions = lazyPart('ProductOptions', () =>
  import('../../../components/ui/product-options/ProductOptions').then((m) => ({
    default: m.ProductOptions,
  })),
);

/** Price (with and without VAT, unit price, VAT rate), promotion, options and the add controls. */
export function ProductBuyBox({ product, nameId }: { product: Product; nameId: string }) {
  const [chosen, setChosen] = useState<ChosenOptions>(() => initialOptions(product.selectOptions));
  const [quantity, setQuantity] = useCardQuantity(product);
  const rules = useMemo(() => saleRulesFromProduct(product), [product]);
  const unit = quantityUnit(rules);
  const max = displayedMaximum(rules);
  const vatPct = Math.round(product.ivaCategory.ivaPct);
  const netCents = priceWithoutVat(toCents(product.priceDisplay), vatPct);
  const perUnit = rules.tipologia === 'Sfuso' ? `/${unit}` : '';
  const complete = allOptionsChosen(product.selectOptions, chosen);

  // Plain elements with the .buy-box classes of ListingStyles (decision 0083).
  return (
    <div className="buy-box">
      {product.warehousePromo && (
        <div>
          <PromoBox promo={product.warehousePromo} size="large" />
        </div>
      )}
      <div>
        <Price product={product} size="large" quantityMilli={quantity} />
        <p className="buy-box__note buy-box__note--under">
          {t('catalogue.product.priceNoVat')}: {formatEuro(netCents)}
          {perUnit} · {t('catalogue.product.vat', { pct: vatPct })}
        </p>
      </div>
      {product.selectOptions.length > 0 && (
        <ProductOptions options={product.selectOptions} chosen={chosen} onChange={setChosen} />
      )}
      <ProductCardActions
        product={product}
        nameId={nameId}
        inline
        params={chosen}
        quantity={quantity}
        onQuantityChange={setQuantity}
        blockedReason={complete ? null : t('product.selectAllOptions')}
      />
      {(max !== undefined || rules.minAcq) && (
        <p className="buy-box__note">
          {rules.minAcq
            ? t('catalogue.product.minPurchase', { min: formatQuantity(rules.minAcq, unit) })
            : null}
          {rules.minAcq && max !== undefined ? ' · ' : null}
          {max !== undefined ? t('catalogue.product.maxPurchase', { max: formatQuantity(max, unit) }) : null}
        </p>
      )}
    </div>
  );
}
