import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Outlet } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { useUserDetail } from '../../api/profileApi';
import { useForgetSession } from '../../hooks/useSession';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';

/** Loads the user detail once for every profile page (they read it with useProfileDetail). */
export function ProfileBody() {
  const t = useT();
  const { data, isError, error, refetch } = useUserDetail();
  const forget = useForgetSession();
  // The session ended without a 419 (e.g. closed by a password change elsewhere): log out here.
  const notLoggedIn = isError && isApiError(error) && error.code === 'NOT_LOGGED_IN';
  useEffect(() => {
    if (notLoggedIn) forget();
  }, [notLoggedIn, forget]);
  if (isError)
    return (
      <>
        <FormMessage text={t('account.profile.loadError')} />
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </>
    );
  if (!data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  return <Outlet context={data} />;
}
