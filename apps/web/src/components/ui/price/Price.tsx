import { formatEuro, formatQuantity, formatUnitPrice, priceHeadline } from '@spesa/domain';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import { saleRulesFromProduct } from '../quantity-stepper/saleRules';
import { visuallyHidden } from '../visuallyHidden';
import { toCents } from './money';

type PriceProduct = Pick<
  Product,
  | 'priceDisplay'
  | 'priceStandardDisplay'
  | 'priceUmDisplay'
  | 'priceUnitDisplay'
  | 'weightUnitDisplay'
  | 'productInfos'
  | 'minAcq'
  | 'maxAcq'
  | 'productClassRuleMax'
>;

export interface PriceProps {
  product: PriceProduct;
  size?: 'medium' | 'large';
  /** The stepper's quantity (milli): packs and weighed goods show what that amount costs. */
  quantityMilli?: number;
}

/** The unit price line ('12,90 €/kg'), or null when it would only repeat the price. */
export function unitPriceText(product: PriceProduct): string | null {
  if (product.productInfos?.TIPOLOGIA === 'Sfuso') return null; // the price itself is per kg
  if (product.priceUnitDisplay) return product.priceUnitDisplay;
  if (product.priceUmDisplay === null || product.weightUnitDisplay === 'pz') return null;
  return formatUnitPrice(toCents(product.priceUmDisplay), product.weightUnitDisplay);
}

/** Whether the product is sold at a reduced price right now. */
export function isDiscounted(product: PriceProduct): boolean {
  return product.priceStandardDisplay !== null && product.priceStandardDisplay > product.priceDisplay;
}

/**
 * The headline is what the stepper's quantity costs (DESIGN: honest pack prices): one piece, the
 * whole pack ('2,52 €' for six bottles), or the weight chosen ('0,5 kg ≈ 1,00 €'); the price of
 * one piece or kg and the €/kg or €/l follow on the line below. Promotions strike the standard
 * price of the same amount through.
 */
export function Price({ product, size = 'medium', quantityMilli = 0 }: PriceProps) {
  const rules = saleRulesFromProduct(product);
  const price = toCents(product.priceDisplay);
  const standard = isDiscounted(product) ? toCents(product.priceStandardDisplay ?? 0) : null;
  const head = priceHeadline(rules, price, quantityMilli);
  const standardHead = standard === null ? null : priceHeadline(rules, standard, quantityMilli);
  const sellingUnit = rules.weightUnitSelling || 'kg';
  const unitLine = unitPriceText(product);

  // Sfuso without a weight yet and single pieces: the price of one unit is the headline.
  const perUnit = head.kind === 'unit' && rules.tipologia === 'Sfuso' ? `/${sellingUnit}` : '';
  const prefix =
    head.kind === 'weight'
      ? `${formatQuantity(head.quantityMilli, sellingUnit)} ≈ `
      : head.kind === 'pack'
        ? `${formatQuantity(head.quantityMilli, 'pz')}: `
        : '';
  // The price of one piece (packs) or one kg (weighed goods), read first by screen readers.
  const onePrice =
    head.kind === 'unit'
      ? null
      : head.kind === 'weight'
        ? formatUnitPrice(price, sellingUnit)
        : t('ui.perPiece', { price: formatEuro(price) });
  const details = [onePrice, unitLine].filter(Boolean).join(' · ');

  const headClass = ['price__head', size === 'large' && 'price__head--large', standard !== null && 'price__head--reduced'];
  // Plain elements with the .price classes of productCardStyles: every product card draws one.
  return (
    <div>
      <div className="price__row">
        <span className={headClass.filter(Boolean).join(' ')}>
          {head.kind === 'unit' ? (
            <span style={visuallyHidden}>{t('ui.currentPrice')}: </span>
          ) : (
            <span className="price__prefix">{prefix}</span>
          )}
          {formatEuro(head.totalCents)}
          {perUnit}
        </span>
        {standardHead && (
          <s className="price__standard">
            <span style={visuallyHidden}>{t('ui.previousPrice')}: </span>
            {formatEuro(standardHead.totalCents)}
            {perUnit}
          </s>
        )}
      </div>
      {details && (
        <p className="price__details">
          {onePrice && <span style={visuallyHidden}>{t('ui.currentPrice')}: </span>}
          {details}
        </p>
      )}
    </div>
  );
}

export default Price;
