import { useCallback } from 'react';
import type { Product } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { t } from '../i18n';

/**
 * THE add-to-cart entry point of every product card, product page and slider. The cart does not
 * exist yet (its own issue): until then this only tells the shopper so. The cart issue replaces
 * the body (login / address / timeslot checks, options, selectable promo, POST /cart/add) and
 * every button in the shop follows.
 *
 * @param quantity in thousandths of the selling unit (2 pieces = 2000, 0.5 kg = 500)
 * @param params the chosen product options (selectOptions parameterName -> key), if any
 */
export function useAddToCart() {
  return useCallback(
    async (product: Product, quantity: number, params?: Record<string, string>): Promise<void> => {
      void product;
      void quantity;
      void params;
      notify({ variant: 'info', message: t('ui.cartComingSoon') });
    },
    [],
  );
}
