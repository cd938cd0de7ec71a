import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CartItem, Product } from '@spesa/domain';
import type { CartActions } from '../../../components/ui/cart-actions/cart-actions-context';
import { currentUserQuery, loginThen } from '../../../lib/auth';
import { cartQuery, visitorCart } from '../../../lib/cart';
import { useAddToCartCall } from '../api/addApi';
import { useAddGiftCode } from '../api/giftCodeApi';
import { useRemoveLines } from '../api/deleteApi';
import { useUpdateLine } from '../api/updateApi';
import { showCartError } from './cartNotices';
import { deliveryChosen, runAddToCart, type AddToCartDeps } from './addToCartFlow';
import { askOptions, askPromo, askRemove } from './cartQuestions';
import { pendingGiftCode } from './pendingGiftCode';
import { notify } from '../../../lib/events';
import { t } from '../../../lib/i18n';

/**
 * The cart's actions for CartActionsContext. `chooseDelivery` comes from app/, which composes the
 * delivery feature's dialogs (features do not import each other).
 */
export function useAddToCartFlow(chooseDelivery: AddToCartDeps['chooseDelivery']): CartActions {
  const client = useQueryClient();
  const { mutateAsync: add } = useAddToCartCall();
  const { mutateAsync: update } = useUpdateLine();
  const { mutateAsync: remove } = useRemoveLines();
  const { mutateAsync: sendGiftCode } = useAddGiftCode();
  return useMemo(() => {
    const deps: AddToCartDeps = {
      isLoggedIn: async () => !!(await client.ensureQueryData(currentUserQuery)),
      // A visitor's cart/view answers (a cart, or null before the first add) only when the shop
      // keeps visitors' carts; otherwise it refuses with NOT_LOGGED_IN.
      visitorCartOn: () =>
        client.fetchQuery({ ...cartQuery, staleTime: 0 }).then(
          () => true,
          () => false,
        ),
      login: loginThen,
      // Fresh after the dialogs: the address and slot just chosen must be seen.
      readCart: (fresh) =>
        fresh ? client.fetchQuery({ ...cartQuery, staleTime: 0 }) : client.ensureQueryData(cartQuery),
      chooseDelivery,
      askOptions,
      askPromo,
      add,
      takeGiftCode: pendingGiftCode.take,
      sendGiftCode,
    };
    return {
      addToCart: async (product: Product, quantity: number, params?: Record<string, string>) => {
        const outcome = await runAddToCart(deps, product, quantity, params);
        // A visitor's first add starts their cart: from now on it is read for them too.
        if (outcome === 'added' && !client.getQueryData(currentUserQuery.queryKey)) visitorCart.mark();
      },
      ensureDelivery: () => deliveryChosen(deps),
      setLineQuantity: async (line: CartItem, quantity: number) => {
        try {
          if (quantity > 0) await update({ itemId: line.itemId, quantity: quantity / 1000 });
          else if (await askRemove(line.product.name)) {
            await remove({ items: [{ itemId: line.itemId, productId: line.product.productId }] });
            notify({ variant: 'success', message: t('cart.productRemoved') });
          }
        } catch (e) {
          showCartError(e, quantity > 0 ? 'errorSettingProduct' : 'errorRemovingProduct');
        }
      },
    };
  }, [client, add, update, remove, sendGiftCode, chooseDelivery]);
}
