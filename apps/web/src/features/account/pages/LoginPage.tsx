import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { AccountPage } from '../components/common/AccountPage';
import { LoginForm } from '../components/login/LoginForm';
import { safeRedirect } from '../hooks/safeRedirect';
import { useT } from '../i18n';

/** /login: after login back to ?redirect= (a page that needed it), else to the shop. */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const { isLoggedIn } = useCurrentUser();
  // Already logged in (back button, bookmarked /login): nothing to do here.
  if (isLoggedIn) return <Navigate to={target} replace />;
  return (
    <AccountPage title={t('account.login.title')} intro={t('account.login.intro')}>
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
    </AccountPage>
  );
}
