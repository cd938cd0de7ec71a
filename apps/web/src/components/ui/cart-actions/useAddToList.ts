import { useCallback } from 'react';
import type { Product } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { t } from '../i18n';

/**
 * THE "add to a shopping list" entry point (favourites heart). Shopping lists are their own issue;
 * until then the heart tells the shopper they are coming. Replace the body to open the list
 * selector dialog ('Seleziona una lista a cui aggiungere:').
 */
export function useAddToList() {
  return useCallback(async (product: Product): Promise<void> => {
    void product;
    notify({ variant: 'info', message: t('ui.listsComingSoon') });
  }, []);
}
