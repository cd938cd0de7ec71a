import { DELIVERY_SERVICE } from '@spesa/domain';
import {
  Inventory2OutlinedIcon,
  LocalShippingOutlinedIcon,
  StorefrontOutlinedIcon,
} from '../../../../components/ui/plain-button/icons';

/** ServiceIcon's pictures as plain `<svg>`, for the header's summary (decision 0083). */
export function ServicePlainIcon({ serviceId }: { serviceId: number | undefined }) {
  if (serviceId === DELIVERY_SERVICE.pickup) return <StorefrontOutlinedIcon />;
  if (serviceId === DELIVERY_SERVICE.locker) return <Inventory2OutlinedIcon />;
  return <LocalShippingOutlinedIcon />;
}
