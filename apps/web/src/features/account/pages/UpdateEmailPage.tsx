import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { httpCache, queryKeys } from '../../../lib/api';
import { confirmEmailChange } from '../api/securityApi';
import { AccountPage } from '../components/common/AccountPage';
import { LinkOutcome } from '../components/common/LinkOutcome';
import { useLinkCall } from '../hooks/useLinkCall';
import { useT } from '../i18n';

/**
 * /profile/update-email?token: the link sent to the new address. The API then ends the
 * account's sessions, so this device drops its session markers and asks again who is logged in;
 * requests that were in flight with the old session answer 419 quietly (endingSession).
 */
export default function UpdateEmailPage() {
  const t = useT();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const outcome = useLinkCall('update-email', [token], () => confirmEmailChange(token));
  const done = outcome.state === 'success';
  useEffect(() => {
    if (!done) return;
    // confirmEmailChange already forgot the session markers; drop what was read with them.
    httpCache.clear();
    void qc.invalidateQueries();
    qc.removeQueries({ queryKey: queryKeys.account.detail });
    void qc.invalidateQueries({ queryKey: queryKeys.auth.user });
  }, [done, qc]);
  return (
    <AccountPage title={t('account.updateEmail.title')}>
      <LinkOutcome
        state={outcome.state}
        message={done ? (outcome.message ?? t('account.updateEmail.success')) : outcome.message}
      >
        <Button component={RouterLink} to={done ? '/login' : '/profile/security'} variant="contained">
          {done ? t('account.login.submit') : t('account.updateEmail.backToProfile')}
        </Button>
      </LinkOutcome>
    </AccountPage>
  );
}
