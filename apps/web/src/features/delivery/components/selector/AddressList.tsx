import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import type { DeliveryAddress } from '@spesa/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../../i18n';
import type { useGeolocation } from '../../hooks/useGeolocation';
import { matchesSearch } from './addressText';
import { AddressListItem } from './AddressListItem';

interface Props {
  home: boolean;
  addresses: DeliveryAddress[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  preferredId: number | null;
  busyId: number | null;
  geo: ReturnType<typeof useGeolocation>;
  onSelect: (a: DeliveryAddress) => void;
  onDelete: (a: DeliveryAddress) => void;
  onLeave: () => void;
}

/** The searchable list of one tab: the customer's home addresses, or the pickup points / lockers. */
export function AddressList(p: Props) {
  const t = useT();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const shown = (p.addresses ?? []).filter((a) => matchesSearch(a, query));
  // reopen: after saving, the manage page brings the shopper back here with the selector open.
  const from = { from: location.pathname + location.search, reopen: true };
  const geoMessage =
    p.geo.status === 'denied' ? 'geoDenied' : p.geo.status === 'unavailable' ? 'geoUnavailable' : null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          size="small"
          type="search"
          label={t('delivery.selector.searchLabel')}
          placeholder={t('delivery.selector.search')}
          sx={{ flex: '1 1 220px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {p.home ? (
          <Button
            component={RouterLink}
            to="/profile/addresses/manage"
            state={from}
            onClick={p.onLeave}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('delivery.selector.addAddress')}
          </Button>
        ) : (
          <Button
            onClick={p.geo.locate}
            disabled={p.geo.status === 'pending'}
            variant="outlined"
            color="secondary"
            startIcon={<MyLocationIcon />}
          >
            {t(p.geo.status === 'pending' ? 'delivery.selector.locating' : 'delivery.selector.nearMe')}
          </Button>
        )}
      </Box>
      {!p.home && geoMessage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`delivery.selector.${geoMessage}`)}
        </Alert>
      )}
      {p.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {p.failed && <Alert severity="error">{t('delivery.selector.loadError')}</Alert>}
      {p.addresses && p.addresses.length === 0 && (
        <Alert severity="warning" role="alert">
          {t(p.home ? 'delivery.selector.requiredAddress' : 'delivery.selector.noPickup')}
        </Alert>
      )}
      {p.addresses && p.addresses.length > 0 && shown.length === 0 && (
        <Alert severity="info" role="status">
          {t('delivery.selector.noResults')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((a) => (
          <AddressListItem
            key={a.addressId}
            address={a}
            editable={p.home}
            preferred={a.addressId === p.preferredId}
            selected={a.addressId === p.selectedId}
            busy={p.busyId !== null}
            onSelect={() => p.onSelect(a)}
            onDelete={() => p.onDelete(a)}
            onEdit={p.onLeave}
          />
        ))}
      </Box>
    </Box>
  );
}
