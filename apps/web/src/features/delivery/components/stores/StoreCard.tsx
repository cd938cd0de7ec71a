import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { Store } from '@spesa/domain';
import { useT } from '../../i18n';
import { ServiceIcon } from '../common/ServiceIcon';
import { formatAddress } from '../selector/addressText';
import { OpeningHours } from './OpeningHours';

interface Props {
  store: Store;
  today: number;
  current: boolean;
  busy: boolean;
  loggedIn: boolean;
  onChoose: () => void;
}

/** A store of the locator: address, distance, hours (today marked), services, phone, choose. */
export function StoreCard({ store, today, current, busy, loggedIn, onChoose }: Props) {
  const t = useT();
  const km = store.distance !== undefined ? (store.distance / 1000).toFixed(1).replace('.', ',') : null;
  const headingId = `store-${store.storeId}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {store.name}
          </Typography>
          {km && (
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
              {t('delivery.selector.distance', { km })}
            </Typography>
          )}
        </Box>
        {store.address1 && (
          <Typography variant="body2">
            {formatAddress({
              address1: store.address1,
              addressNumber: store.addressNumber ?? '',
              postalcode: store.postalcode ?? '',
              city: store.city ?? '',
              province: store.province ?? '',
            })}
          </Typography>
        )}
        {store.phone && (
          <Link
            href={`tel:${store.phone.replace(/\s+/g, '')}`}
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
            aria-label={t('delivery.stores.phone', { phone: store.phone })}
          >
            <PhoneOutlinedIcon fontSize="small" aria-hidden />
            {store.phone}
          </Link>
        )}
      </Box>
      <Box>
        <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('delivery.stores.services')}
        </Typography>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {store.deliveryServices.map((s) => (
            <li key={s.deliveryServiceId}>
              <Chip
                size="small"
                variant="outlined"
                icon={<ServiceIcon serviceId={s.deliveryServiceId} />}
                label={s.name}
              />
            </li>
          ))}
        </Box>
      </Box>
      {store.openingHours.length > 0 && (
        <Box>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('delivery.stores.hours')}
          </Typography>
          <OpeningHours days={store.openingHours} today={today} />
        </Box>
      )}
      <Box sx={{ mt: 'auto' }}>
        {current ? (
          <Chip color="secondary" label={t('delivery.stores.current')} />
        ) : (
          <Button variant="contained" onClick={onChoose} disabled={busy} aria-describedby={headingId}>
            {t(loggedIn ? 'delivery.stores.choose' : 'delivery.stores.loginToChoose')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
