import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DELIVERY_SERVICE } from '@spesa/domain';

/** A small icon per delivery service (the tabs use the service's own picture instead). */
export function ServiceIcon({ serviceId, ...props }: { serviceId: number | undefined } & SvgIconProps) {
  if (serviceId === DELIVERY_SERVICE.pickup) return <StorefrontOutlinedIcon {...props} />;
  if (serviceId === DELIVERY_SERVICE.locker) return <Inventory2OutlinedIcon {...props} />;
  return <LocalShippingOutlinedIcon {...props} />;
}
