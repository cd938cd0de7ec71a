import { useId, useState } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { AccountCircleIcon } from '../../../components/ui/plain-button/icons';
import type { AccountUser } from '@spesa/domain';
import { displayName } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

// The menu (and logout, from features/account) loads on first open: most page views never open it.
const UserMenu = lazyPart('UserMenu', () => import('./UserMenu'));

/**
 * The logged-in customer's name (icon only on phones); opens the account menu. A plain button
 * with the classes of ShellStyles (decision 0083).
 */
export function UserMenuButton({ user }: { user: AccountUser | null }) {
  const t = useT();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const name = user ? displayName(user) : '';
  return (
    <>
      <button
        type="button"
        className="header-button header-account"
        aria-label={user ? t('layout.accountOf', { name }) : t('layout.account')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
      >
        <span className="header-button__start">
          <AccountCircleIcon />
        </span>
        <span className="header-account__name">{user?.firstName || name}</span>
      </button>
      {used && <UserMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
