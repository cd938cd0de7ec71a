import { usePriceListRoles } from './api/rolesApi';
import { t } from './i18n';

/** The account menu's links of a price-list role holder (none for everyone else). */
export function usePriceListMenuLinks(): Array<{ to: string; label: string }> {
  const roles = usePriceListRoles();
  return [
    ...(roles.proposes ? [{ to: '/profile/price-lists', label: t('pricelists.menu.proposals') }] : []),
    ...(roles.approves ? [{ to: '/profile/price-lists/approvals', label: t('pricelists.menu.approvals') }] : []),
  ];
}
