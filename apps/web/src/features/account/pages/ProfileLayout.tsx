import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { ProfileBody } from '../components/profile/ProfileBody';
import { ProfileTabs } from '../components/profile/ProfileTabs';
import { loginPathFor } from '../hooks/safeRedirect';
import { useT } from '../i18n';

/**
 * /profile/*: login required (visitors go to /login?redirect=<here>), the h1, the section tabs
 * on wider screens, and the section page below.
 */
export default function ProfileLayout() {
  const t = useT();
  const location = useLocation();
  const { isLoggedIn, isPending } = useCurrentUser();
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
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
