import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddress } from '@spesa/domain';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { homeAddressesQuery } from '../api/addressesApi';
import { DeleteAddressDialog } from '../components/address/DeleteAddressDialog';
import { formatAddress } from '../components/selector/addressText';
import { useT } from '../i18n';

const from = { from: '/profile/addresses' };

/** /profile/addresses: the customer's home delivery addresses, to add, edit or delete. */
export default function AddressesPage() {
  const t = useT();
  const title = t('delivery.address.listTitle');
  useDocumentTitle(title);
  const list = useQuery(homeAddressesQuery);
  const [toDelete, setToDelete] = useState<DeliveryAddress | null>(null);

  return (
    <Box component="section" aria-labelledby="addresses-title" sx={{ maxWidth: 720 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Typography id="addresses-title" component="h2" variant="h2">
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to="/profile/addresses/manage"
          state={from}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('delivery.selector.addAddress')}
        </Button>
      </Box>
      {list.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {list.isError && <Alert severity="error">{t('delivery.selector.loadError')}</Alert>}
      {list.data?.length === 0 && <Alert severity="info">{t('delivery.address.empty')}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data?.map((a) => (
          <Box
            component="li"
            key={a.addressId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              mb: 1,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{a.addressName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatAddress(a)}
              </Typography>
              {!a.validated && (
                <Typography variant="caption" color="warning.dark">
                  {t('delivery.address.notValidated')}
                </Typography>
              )}
            </Box>
            <IconButton
              component={RouterLink}
              to={`/profile/addresses/manage/${a.addressId}`}
              state={from}
              aria-label={t('delivery.selector.edit', { name: a.addressName })}
            >
              <EditOutlinedIcon />
            </IconButton>
            <IconButton
              onClick={() => setToDelete(a)}
              aria-label={t('delivery.selector.delete', { name: a.addressName })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <DeleteAddressDialog address={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}
