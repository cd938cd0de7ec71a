import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { addressQuery } from '../api/addressesApi';
import { AddressForm } from '../components/address/AddressForm';
import { EMPTY_ADDRESS, toFormValues } from '../components/address/addressSchema';
import { useReturnTo } from '../hooks/useReturnTo';
import { useT } from '../i18n';

/** /profile/addresses/manage (add) and /profile/addresses/manage/:addressId (edit). */
export default function AddressManagePage() {
  const t = useT();
  const { addressId } = useParams();
  const id = addressId ? Number(addressId) : undefined;
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const existing = useQuery({ ...addressQuery(id ?? 0), enabled: valid && id !== undefined });
  const back = useReturnTo();
  const title = t(id === undefined ? 'delivery.address.addTitle' : 'delivery.address.editTitle');
  useDocumentTitle(title);

  let body;
  if (!valid || existing.isError) body = <Alert severity="error">{t('delivery.address.loadError')}</Alert>;
  else if (id !== undefined && !existing.data)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  else
    body = (
      <AddressForm
        // A new key per loaded address, so the form's defaults follow it.
        key={existing.data?.addressId ?? 'new'}
        initial={existing.data ? toFormValues(existing.data) : EMPTY_ADDRESS}
        addressId={id}
        // A new address (not an edit) is chosen for the cart on the way back.
        onSaved={(saved) => void back(id === undefined ? saved : undefined)}
        onCancel={() => void back()}
      />
    );

  return (
    <Box component="section" aria-labelledby="address-manage-title" sx={{ maxWidth: 720 }}>
      <Typography id="address-manage-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
