import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SsoErrorCode } from '@spesa/domain';
import { useCurrentUser } from '../../../lib/auth';
import { ssoErrorText } from '../api/externalLogin';
import { AccountPage } from '../components/common/AccountPage';
import { LoginForm } from '../components/login/LoginForm';
import { safeRedirect } from '../hooks/safeRedirect';
import { useT } from '../i18n';

/** Navigation state of /login after a failed full-page external login (the done page sets it). */
export interface LoginPageState {
  ssoError?: SsoErrorCode;
}

/** /login: after login back to ?redirect= (a page that needed it), else to the shop. */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const ssoError = (useLocation().state as LoginPageState | null)?.ssoError;
  const { isLoggedIn } = useCurrentUser();
  // Already logged in (back button, bookmarked /login): nothing to do here.
  if (isLoggedIn) return <Navigate to={target} replace />;
  return (
    <AccountPage title={t('account.login.title')} intro={t('account.login.intro')}>
      <LoginForm
        onLoggedIn={() => navigate(target, { replace: true })}
        returnTo={target}
        initialError={ssoError ? ssoErrorText(ssoError) : null}
      />
    </AccountPage>
  );
}
