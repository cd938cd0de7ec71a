import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddress } from '@spesa/domain';
import { ResponsiveDialog } from '../../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useCurrentUser } from '../../../../lib/auth';
import { useCart } from '../../../../lib/cart';
import { serviceAddressesQuery } from '../../api/addressesApi';
import { useSelectAddress } from '../../api/selectionApi';
import { useDeliveryServices } from '../../hooks/useDeliveryServices';
import { useGeolocation } from '../../hooks/useGeolocation';
import { usePickupOrigin } from '../../hooks/usePickupOrigin';
import { useT } from '../../i18n';
import { DeleteAddressDialog } from '../address/DeleteAddressDialog';
import { DialogHeader } from '../common/DialogHeader';
import { AddressList } from './AddressList';
import { ServiceTabs } from './ServiceTabs';

/** Spec section 9: the address and store dialogs are at most 700 px wide. */
export const ADDRESS_DIALOG_MAX_WIDTH = 700;

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called after the address is set on the cart (the flow goes on to the timeslot). */
  onSelected: () => void;
}

/** The address selector (spec section 2): tabs per service, searchable list, choose / edit / delete. */
export default function AddressSelectorDialog({ open, onClose, onSelected }: Props) {
  const t = useT();
  const idPrefix = useId();
  const { user } = useCurrentUser();
  const { data: cart } = useCart();
  const services = useDeliveryServices();
  const [serviceId, setServiceId] = useState<number | null>(null);
  const geo = useGeolocation();
  const [toDelete, setToDelete] = useState<DeliveryAddress | null>(null);

  // The tab chosen, else the cart's service, else the first tab.
  const list = services.data ?? [];
  const current =
    list.find((s) => s.deliveryServiceId === serviceId) ??
    list.find((s) => s.deliveryServiceId === cart?.selectedService?.deliveryServiceId) ??
    list[0];

  const home = current?.addressType === 'home';
  const origin = usePickupOrigin(geo.point, open && !!current && !home);
  const addresses = useQuery({
    ...serviceAddressesQuery(current?.addressType ?? 'home', home ? null : origin),
    enabled: open && !!current,
  });

  const select = useSelectAddress({ onSuccess: () => onSelected() });

  const preferredId = home ? (user?.defaultDeliveryAddressId ?? null) : (user?.defaultStoreAddressId ?? null);
  const titleId = `${idPrefix}-title`;
  return (
    <ResponsiveDialog open={open} onClose={onClose} titleId={titleId} maxWidth={ADDRESS_DIALOG_MAX_WIDTH}>
      <DialogHeader
        id={titleId}
        title={t('delivery.selector.title')}
        subtitle={t('delivery.selector.subtitle')}
        closeLabel={t('delivery.selector.close')}
        onClose={onClose}
      />
      {services.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {current && (
        <ServiceTabs
          services={list}
          value={current.deliveryServiceId}
          onChange={(id) => {
            select.reset();
            setServiceId(id);
          }}
          idPrefix={idPrefix}
        />
      )}
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={current ? `${idPrefix}-tab-${current.deliveryServiceId}` : undefined}
        sx={{ overflowY: 'auto', flex: 1 }}
      >
        {select.isError && (
          <Alert severity="error" sx={{ mx: { xs: 2, sm: 3 }, mt: 2 }}>
            {(select.error as Error).message}
          </Alert>
        )}
        {current && (
          <AddressList
            home={home}
            addresses={addresses.data}
            loading={addresses.isPending}
            failed={addresses.isError}
            selectedId={cart?.shippingAddress?.addressId ?? null}
            preferredId={preferredId}
            busyId={select.isPending ? (select.variables?.addressId ?? null) : null}
            geo={geo}
            onSelect={(a) => select.mutate(a)}
            onDelete={setToDelete}
            onLeave={onClose}
          />
        )}
      </Box>
      <DeleteAddressDialog address={toDelete} onClose={() => setToDelete(null)} />
    </ResponsiveDialog>
  );
}
