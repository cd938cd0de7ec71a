import { useId, useState } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { AccountUser } from '@spesa/domain';
import { displayName } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

// The menu (and logout, from features/account) loads on first open: most page views never open it.
const UserMenu = lazyPart('UserMenu', () => import('./UserMenu'));

/** The logged-in customer's name (icon only on phones); opens the account menu. */
export function UserMenuButton({ user }: { user: AccountUser | null }) {
  const t = useT();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const name = user ? displayName(user) : '';
  return (
    <>
      <Button
        color="inherit"
        aria-label={user ? t('layout.accountOf', { name }) : t('layout.account')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        startIcon={<AccountCircleIcon sx={{ color: 'secondary.main' }} />}
        sx={{
          minWidth: 48,
          minHeight: 48,
          px: { xs: 1, md: 1.5 },
          '& .MuiButton-startIcon': { mx: { xs: 0, md: 1 } },
        }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: 160,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user?.firstName || name}
        </Box>
      </Button>
      {used && <UserMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
