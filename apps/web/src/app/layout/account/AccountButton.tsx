import IconButton from '@mui/material/IconButton';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../lib/i18n';

/** Login entry point; the accounts area will swap it for the user menu once logged in. */
export function AccountButton() {
  const t = useT();
  return (
    <IconButton
      component={RouterLink}
      to="/login"
      aria-label={t('layout.login')}
      color="inherit"
      size="large"
    >
      <PersonOutlineIcon />
    </IconButton>
  );
}
