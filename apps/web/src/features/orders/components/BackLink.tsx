import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** A way back up (the profile on phones, where it shows no tabs; the list from an order). */
export function BackLink({
  to,
  label,
  phoneOnly = false,
}: {
  to: string;
  label: string;
  phoneOnly?: boolean;
}) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      sx={{ display: phoneOnly ? { sm: 'none' } : 'inline-flex', mb: 1, ml: -1 }}
    >
      {label}
    </Button>
  );
}
