import { useState } from 'react';
import type { CartItem } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { t } from '../../../lib/i18n';
import { useRemoveLines } from '../api/deleteApi';
import { useUpdateLine } from '../api/updateApi';
import { askRemove } from '../flow/cartQuestions';
import { showCartError, showCartNotices } from '../flow/cartNotices';

/** A line's quantity in thousandths, as the steppers count (the API sends pieces or kg). */
export const lineMilli = (item: Pick<CartItem, 'quantity'>) => Math.round(item.quantity * 1000);

/**
 * Quantity and removal of one cart line (spec section 4): a change goes straight to the cart;
 * lowering to 0 asks first and then removes the line. While a change travels, the stepper shows
 * the quantity asked for, so a second click counts from it.
 */
export function useLineActions(item: CartItem) {
  const [asked, setAsked] = useState<number | null>(null);
  const update = useUpdateLine();
  const remove = useRemoveLines();

  const removeLine = () =>
    remove.mutate(
      { items: [{ itemId: item.itemId, productId: item.product.productId }] },
      {
        onSuccess: () => notify({ variant: 'success', message: t('cart.productRemoved') }),
        onError: (e) => showCartError(e, 'errorRemovingProduct'),
      },
    );

  const setQuantity = async (milli: number) => {
    if (milli === 0) {
      if (await askRemove(item.product.name)) removeLine();
      return;
    }
    setAsked(milli);
    update.mutate(
      { itemId: item.itemId, quantity: milli / 1000 },
      {
        onSuccess: (env) => showCartNotices(env.response),
        onError: (e) => showCartError(e, 'errorSettingProduct'),
        onSettled: () => setAsked(null),
      },
    );
  };

  return {
    quantity: asked ?? lineMilli(item),
    setQuantity: (milli: number) => void setQuantity(milli),
    removeLine,
    busy: update.isPending || remove.isPending,
  };
}
