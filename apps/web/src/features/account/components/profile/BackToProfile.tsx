import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n';

/** On phones the sections have no tabs: a way back to the list on the dashboard. */
export function BackToProfile() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to="/profile/dashboard"
      startIcon={<ArrowBackIcon />}
      sx={{ display: { sm: 'none' }, mb: 1, ml: -1 }}
    >
      {t('account.profile.back')}
    </Button>
  );
}
