import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@spesa/domain';
import type { CartActions } from '../../../components/ui/cart-actions/cart-actions-context';
import { currentUserQuery, requestLogin } from '../../../lib/auth';
import { cartQuery } from '../../../lib/cart';
import { useAddToCartCall } from '../api/addApi';
import { runAddToCart, type AddToCartDeps } from './addToCartFlow';
import { askOptions, askPromo } from './cartQuestions';

/**
 * The cart's actions for CartActionsContext. `chooseDelivery` comes from app/, which composes the
 * delivery feature's dialogs (features do not import each other).
 */
export function useAddToCartFlow(chooseDelivery: AddToCartDeps['chooseDelivery']): CartActions {
  const client = useQueryClient();
  const { mutateAsync: add } = useAddToCartCall();
  return useMemo(() => {
    const deps: AddToCartDeps = {
      isLoggedIn: async () => !!(await client.ensureQueryData(currentUserQuery)),
      requestLogin,
      // Fresh after the dialogs: the address and slot just chosen must be seen.
      readCart: (fresh) =>
        fresh ? client.fetchQuery({ ...cartQuery, staleTime: 0 }) : client.ensureQueryData(cartQuery),
      chooseDelivery,
      askOptions,
      askPromo,
      add,
    };
    return {
      addToCart: async (product: Product, quantity: number, params?: Record<string, string>) => {
        await runAddToCart(deps, product, quantity, params);
      },
    };
  }, [client, add, chooseDelivery]);
}
