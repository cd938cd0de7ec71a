import { useCallback } from 'react';
import type { Product } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { t } from '../i18n';
import { useListActions } from './list-actions-context';

/**
 * THE "add to a shopping list" entry point (favourites heart): opens the list selector dialog
 * provided by app/ through ListActionsContext (login first for a visitor). Without a provider (a
 * component shown on its own) the shopper is only told that lists are not available here.
 */
export function useAddToList() {
  const actions = useListActions();
  return useCallback(
    async (product: Product): Promise<void> => {
      if (actions) return actions.openSelector(product);
      notify({ variant: 'info', message: t('ui.listsComingSoon') });
    },
    [actions],
  );
}
