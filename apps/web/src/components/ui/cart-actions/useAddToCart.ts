import { useCallback } from 'react';
import type { Product } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { t } from '../i18n';
import { useCartActions } from './cart-actions-context';

/**
 * THE add-to-cart entry point of every product card, product page and slider. The flow itself
 * (login, address, timeslot, options, selectable promotion, POST cart/add) is the cart feature's,
 * provided by app/ through CartActionsContext; without a provider (a component shown on its own)
 * the shopper is only told that the cart is not available.
 *
 * @param quantity in thousandths of the selling unit (2 pieces = 2000, 0.5 kg = 500)
 * @param params the chosen product options (selectOptions parameterName -> key), if any
 */
export function useAddToCart() {
  const actions = useCartActions();
  return useCallback(
    async (product: Product, quantity: number, params?: Record<string, string>): Promise<void> => {
      if (actions) return actions.addToCart(product, quantity, params);
      notify({ variant: 'info', message: t('ui.cartComingSoon') });
    },
    [actions],
  );
}
