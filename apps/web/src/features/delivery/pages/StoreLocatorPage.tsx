import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/document-title';
import { requestLogin, useCurrentUser } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { nearStoresQuery, storesQuery } from '../api/selectionApi';
import { StoreCard } from '../components/stores/StoreCard';
import { resolvePlace, romeWeekday, type Place } from '../components/stores/storeSearch';
import { useChooseStore } from '../hooks/useChooseStore';
import { useGeolocation } from '../hooks/useGeolocation';
import { useT } from '../i18n';

/** /store-locator: stores by distance from a typed town or CAP, or from the browser's position. */
export default function StoreLocatorPage() {
  const t = useT();
  useDocumentTitle(t('delivery.stores.title'));
  const all = useQuery(storesQuery);
  const geo = useGeolocation();
  const [typed, setTyped] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const { isLoggedIn } = useCurrentUser();
  const { data: cart } = useCart();
  const choose = useChooseStore();

  // A typed place wins over the position until the shopper asks for the position again.
  const point = place ?? (geo.status === 'granted' ? { ...geo.point, label: '' } : null);
  const near = useQuery({
    ...nearStoresQuery(point ?? { latitude: 0, longitude: 0 }),
    enabled: point !== null,
  });
  const stores = point ? near.data : all.data;
  const today = useMemo(() => romeWeekday(), []);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const found = all.data ? resolvePlace(all.data, typed) : null;
    setPlace(found);
    setNotFound(found || !typed.trim() ? null : typed.trim());
  };
  const heading = place
    ? t('delivery.stores.nearPlace', { place: place.label })
    : point
      ? t('delivery.stores.nearYou')
      : t('delivery.stores.all');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 2 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t('delivery.stores.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('delivery.stores.intro')}</Typography>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          label={t('delivery.stores.search')}
          size="small"
          autoComplete="address-level2"
          sx={{ flex: '1 1 200px', maxWidth: 360 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {t('delivery.stores.searchButton')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<MyLocationIcon />}
          disabled={geo.status === 'pending'}
          onClick={() => {
            setPlace(null);
            setNotFound(null);
            geo.locate();
          }}
        >
          {t(geo.status === 'pending' ? 'delivery.selector.locating' : 'delivery.stores.useMyPosition')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {notFound && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('delivery.stores.notFound', { place: notFound })}
          </Alert>
        )}
        {!place && geo.status === 'denied' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('delivery.selector.geoDenied')}
          </Alert>
        )}
        {!place && geo.status === 'unavailable' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('delivery.selector.geoUnavailable')}
          </Alert>
        )}
      </Box>
      <Typography component="h2" variant="h2" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      {stores && (
        <Typography variant="body2" sx={{ mb: 2 }} role="status">
          {t('delivery.stores.count', { count: stores.length })}
        </Typography>
      )}
      {(all.isPending || (point && near.isPending)) && <CircularProgress aria-label={t('common.loading')} />}
      {(all.isError || near.isError) && <Alert severity="error">{t('delivery.stores.loadError')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {stores?.map((s) => (
          <StoreCard
            key={s.storeId}
            store={s}
            today={today}
            loggedIn={isLoggedIn}
            current={
              !!cart?.shippingAddress &&
              cart.store.storeId === s.storeId &&
              cart.shippingAddress.addressTypeId !== 2
            }
            busy={choose.isPending}
            onChoose={() => (isLoggedIn ? choose.mutate(s) : requestLogin())}
          />
        ))}
      </Box>
    </Container>
  );
}
