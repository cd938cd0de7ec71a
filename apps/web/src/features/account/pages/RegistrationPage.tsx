import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { AccountPage } from '../components/common/AccountPage';
import { RegistrationWizard } from '../components/registration/RegistrationWizard';
import { useT } from '../i18n';

/** /registration-user: the sign-up wizard; a logged-in customer goes to the profile instead. */
export default function RegistrationPage() {
  const t = useT();
  const { isLoggedIn } = useCurrentUser();
  if (isLoggedIn) return <Navigate to="/profile/dashboard" replace />;
  return (
    <AccountPage title={t('account.registration.title')} intro={t('account.registration.intro')} width={720}>
      <RegistrationWizard />
    </AccountPage>
  );
}
