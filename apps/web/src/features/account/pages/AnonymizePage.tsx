import Alert from '@mui/material/Alert';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { AccountPage } from '../components/common/AccountPage';
import { DeleteConfirmForm } from '../components/profile/DeleteConfirmForm';
import { loginPathFor } from '../hooks/safeRedirect';
import { useT } from '../i18n';

/**
 * /profile/anonymize?token: the link of the deletion e-mail. Deleting needs the account's own
 * session, so a visitor logs in first and comes back here with the code still in the link.
 */
export default function AnonymizePage() {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return null;
  if (!user) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return (
    <AccountPage title={t('account.delete.title')}>
      <Alert severity="warning" role="note" sx={{ mb: 3 }}>
        {t('account.delete.text')}
      </Alert>
      <DeleteConfirmForm email={user.email} defaultCode={params.get('token') ?? ''} />
    </AccountPage>
  );
}
