import { useId, useMemo, useState, type ReactNode } from 'react';
import { AddShoppingCartIcon } from '../plain-button/icons';
import { PlainButton } from '../plain-button/PlainButton';
import { firstAddQuantity } from '@spesa/domain';
import type { CartItem, Product } from '@spesa/domain';
import { useCart } from '../../../lib/cart';
import { siteConfig } from '../../../lib/config';
import { useCartActions } from '../cart-actions/cart-actions-context';
import { useAddToCart } from '../cart-actions/useAddToCart';
import { t } from '../i18n';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../quantity-stepper/saleRules';
import { CardExtraSlot } from './card-extra';

interface Props {
  product: Product;
  /** id of the product name, so "Aggiungi" is described by the product it adds. */
  nameId: string;
  /** Lay the stepper and the button side by side (wide cards, product page). */
  inline?: boolean;
  /** Why adding is not possible yet (e.g. options to choose): disables add and says why. */
  blockedReason?: string | null;
  /** Chosen product options, passed on to the cart. */
  params?: Record<string, string>;
  /** The stepper's quantity when the card holds it (its price shows what it costs). */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}

/** The stepper's quantity of a product card, starting at the first amount one can add. */
export function useCardQuantity(product: Product) {
  const rules = useMemo(() => saleRulesFromProduct(product), [product]);
  return useState(() => firstAddQuantity(rules));
}

/** Availability (the API's `available`, units on hand): not above 0 means not purchasable. */
export function isAvailable(product: Pick<Product, 'available'>): boolean {
  return product.available > 0;
}

/**
 * The product's plain line in the cart (no options, not a pack line), handed to `children`. Used
 * in 'update cart' mode only, so the default mode never reads the cart from a card.
 */
function WithCartLine({
  product,
  children,
}: {
  product: Product;
  children: (line: CartItem | undefined) => ReactNode;
}) {
  const { data: cart } = useCart();
  const line = cart?.cartItems.find(
    (i) => i.product.productId === product.productId && !i.isPackage && Object.keys(i.params).length === 0,
  );
  return children(line);
}

/**
 * Quantity stepper, add-to-cart and the optional 'one carton' button. By default the quantity
 * stays local until the product is added (spec: config updateCart is false); in 'update cart'
 * mode a product already in the cart shows its line's quantity and every change goes straight to
 * the cart, lowering to 0 after a confirmation.
 */
export function ProductCardActions(props: Props) {
  return siteConfig.updateCart ? (
    <WithCartLine product={props.product}>{(line) => <CardActions {...props} line={line} />}</WithCartLine>
  ) : (
    <CardActions {...props} />
  );
}

function CardActions({
  line,
  product,
  nameId,
  inline = false,
  blockedReason = null,
  params,
  quantity: heldQuantity,
  onQuantityChange,
}: Props & { line?: CartItem }) {
  const rules = useMemo(() => saleRulesFromProduct(product), [product]);
  const [ownQuantity, setOwnQuantity] = useCardQuantity(product);
  const quantity = heldQuantity ?? ownQuantity;
  const setQuantity = onQuantityChange ?? setOwnQuantity;
  const addToCart = useAddToCart();
  const actions = useCartActions();
  const available = isAvailable(product);
  const carton = product.logisticPalletItems ?? 0;
  const reasonId = useId();
  const canAdd = available && !blockedReason;

  // Plain elements with the .card-actions classes of ProductCardStyles (cards draw many).
  return (
    <div className={inline ? 'card-actions card-actions--inline' : 'card-actions'}>
      {!available && <p className="card-actions__unavailable">{t('product.notAvailable')}</p>}
      <div className="card-actions__row">
        <div className="card-actions__stepper">
          {line && actions ? (
            <QuantityStepper
              rules={rules}
              value={Math.round(line.quantity * 1000)}
              onChange={(q) => void actions.setLineQuantity(line, q)}
              allowZero
              productName={product.name}
              size="small"
              fullWidth={!inline}
            />
          ) : (
            <QuantityStepper
              rules={rules}
              value={quantity}
              onChange={setQuantity}
              productName={product.name}
              disabled={!available}
              size="small"
              fullWidth={!inline}
            />
          )}
        </div>
        {!line && (
          <PlainButton
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            disabled={!canAdd}
            aria-describedby={blockedReason ? `${nameId} ${reasonId}` : nameId}
            onClick={() => void addToCart(product, quantity, params)}
            className="card-actions__add"
          >
            {t('ui.addToCart')}
          </PlainButton>
        )}
      </div>
      {blockedReason && available && (
        <p id={reasonId} className="card-actions__reason">
          {blockedReason}
        </p>
      )}
      {carton > 0 && (
        <PlainButton
          variant="outlined"
          size="small"
          disabled={!canAdd}
          aria-label={t('ui.oneCartonOf', { count: carton, name: product.name })}
          onClick={() => void addToCart(product, carton * 1000, params)}
          className="card-actions__carton"
        >
          {t('ui.oneCarton')} ({carton} pz)
        </PlainButton>
      )}
      <CardExtraSlot product={product} />
    </div>
  );
}
