import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { ProfileBody } from '../components/profile/ProfileBody';
import { ProfileTabs } from '../components/profile/ProfileTabs';
import { loginPathFor } from '../hooks/safeRedirect';
import { useT } from '../i18n';

/**
 * A profile page a visitor may open with a signed link (the order of the confirmation e-mail,
 * ?access_token=...): its route's handle names the parameter, and the page frames itself.
 */
function useOpenedWithLink(search: string): boolean {
  const handle = useMatches().at(-1)?.handle as { openWithParam?: string } | undefined;
  return !!handle?.openWithParam && !!new URLSearchParams(search).get(handle.openWithParam);
}

/**
 * /profile/*: login required (visitors go to /login?redirect=<here>), the h1, the section tabs
 * on wider screens, and the section page below.
 */
export default function ProfileLayout() {
  const t = useT();
  const location = useLocation();
  const { isLoggedIn, isPending } = useCurrentUser();
  const openedWithLink = useOpenedWithLink(location.search);
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (!isLoggedIn && openedWithLink) return <Outlet />;
  if (!isLoggedIn) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {t('account.profile.title')}
      </Typography>
      <ProfileTabs />
      <ProfileBody />
    </Container>
  );
}
