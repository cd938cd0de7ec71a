import { FavoriteBorderIcon, FavoriteIcon } from '../plain-button/icons';
import { PlainIconButton } from '../plain-button/PlainButton';
import type { Product } from '@spesa/domain';
import { useListActions } from '../cart-actions/list-actions-context';
import { useAddToList } from '../cart-actions/useAddToList';
import { HoverHint } from '../hover-hint/HoverHint';
import { t } from '../i18n';

/** The favourites heart: filled when the product is already in one of the shopper's lists. */
export function FavouriteButton({
  product,
  size = 'medium',
}: {
  product: Product;
  size?: 'small' | 'medium';
}) {
  const addToList = useAddToList();
  const lists = useListActions();
  // The catalogue's answers are shared by every shopper: whether the product is on one of this
  // shopper's lists comes from their lists (features/lists, through the context).
  const inList = product.highlight || (lists?.isInList(product.productId) ?? false);
  const label = inList ? t('product.inList') : t('product.addToList');
  return (
    <HoverHint title={label}>
      <PlainIconButton
        label={label}
        aria-haspopup="dialog"
        onClick={() => void addToList(product)}
        size={size}
        className="favourite-button"
      >
        {inList ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </PlainIconButton>
    </HoverHint>
  );
}

export default FavouriteButton;
