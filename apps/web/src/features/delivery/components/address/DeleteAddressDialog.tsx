import type { DeliveryAddress } from '@spesa/domain';
import { useDeleteAddress } from '../../api/useDeleteAddress';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';

interface Props {
  /** The address asked about; null keeps the dialog closed. */
  address: DeliveryAddress | null;
  /** Called on cancel and once the deletion is settled, whether it went through or not. */
  onClose: () => void;
}

/** Asks before deleting a home address, then deletes it (the hook tells how it went). */
export function DeleteAddressDialog({ address, onClose }: Props) {
  const t = useT();
  const remove = useDeleteAddress();
  return (
    <ConfirmDialog
      open={address !== null}
      title={t('delivery.selector.deleteTitle')}
      text={t('delivery.selector.deleteText', { name: address?.addressName ?? '' })}
      confirmLabel={t('delivery.selector.deleteConfirm')}
      cancelLabel={t('delivery.address.cancel')}
      destructive
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => address && remove.mutate(address.addressId, { onSettled: onClose })}
    />
  );
}
