import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { requestLogin } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

/**
 * A real link to /login (new tab, no script, bookmarkable) that a plain click turns into the
 * login dialog, so the shopper logs in without leaving the page they are on.
 */
export function LoginButton() {
  const t = useT();
  const { pathname, search } = useLocation();
  const to = pathname === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
  const onClick = (e: MouseEvent) => {
    if (pathname === '/login' || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    requestLogin();
  };
  return (
    <>
      <IconButton
        component={RouterLink}
        to={to}
        onClick={onClick}
        aria-label={t('layout.login')}
        color="inherit"
        size="large"
        sx={{ display: { md: 'none' } }}
      >
        <PersonOutlineIcon />
      </IconButton>
      <Button
        component={RouterLink}
        to={to}
        onClick={onClick}
        color="inherit"
        startIcon={<PersonOutlineIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {t('layout.login')}
      </Button>
    </>
  );
}
