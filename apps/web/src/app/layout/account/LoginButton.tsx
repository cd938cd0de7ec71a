import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { PersonOutlineIcon } from '../../../components/ui/plain-button/icons';
import { PlainLink } from '../../../components/ui/plain-link/PlainLink';
import { requestLogin } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';

/**
 * A real link to /login (new tab, no script, bookmarkable) that a plain click turns into the
 * login dialog, so the shopper logs in without leaving the page they are on. An icon on phones,
 * the icon and the word from md up: plain links with the classes of ShellStyles (decision 0083).
 */
export function LoginButton() {
  const t = useT();
  const { pathname, search } = useLocation();
  const to = pathname === '/login' ? '/login' : `/login?redirect=${encodeURIComponent(pathname + search)}`;
  // Taken here (the router's listener then leaves it), except on /login, which the router opens.
  const onClick = (e: MouseEvent) => {
    if (pathname === '/login' || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    requestLogin();
  };
  return (
    <>
      <PlainLink
        to={to}
        onClick={onClick}
        aria-label={t('layout.login')}
        className="header-icon-button header-login--phone"
      >
        <PersonOutlineIcon />
      </PlainLink>
      <PlainLink to={to} onClick={onClick} className="header-button header-login--wide">
        <span className="header-button__start">
          <PersonOutlineIcon />
        </span>
        {t('layout.login')}
      </PlainLink>
    </>
  );
}
