import Button from '@mui/material/Button';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../lib/i18n';

/**
 * The header slot for the chosen address and timeslot (spec: "navbar summary of chosen address
 * and timeslot"). The delivery area replaces this body; until then it invites the shopper to
 * choose, which starts with logging in (the timeslot list needs a login, spec section 6).
 */
export function DeliverySummarySlot() {
  const t = useT();
  return (
    <Button
      component={RouterLink}
      to="/login"
      variant="outlined"
      color="secondary"
      startIcon={<LocalShippingOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap', justifyContent: { xs: 'flex-start', md: 'center' } }}
    >
      {t('delivery.chooseHow')}
    </Button>
  );
}
