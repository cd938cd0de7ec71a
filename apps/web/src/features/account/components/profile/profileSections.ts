import type { SvgIconComponent } from '@mui/icons-material';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';

/** Whether `pathname` is in the section at `path`. */
export function isCurrentSection(path: string, pathname: string): boolean {
  // A section's sub-pages (/profile/addresses/manage/3) belong to it too.
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The profile's pages, in navigation order; `key` names the text account.profile.nav.<key>. */
export const PROFILE_SECTIONS: ReadonlyArray<{ path: string; key: string; Icon: SvgIconComponent }> = [
  { path: '/profile/dashboard', key: 'dashboard', Icon: DashboardOutlinedIcon },
  // Pages of features/orders.
  { path: '/profile/orders', key: 'orders', Icon: ShoppingBagOutlinedIcon },
  { path: '/profile/personal-data', key: 'data', Icon: BadgeOutlinedIcon },
  { path: '/profile/invoicing', key: 'invoicing', Icon: ReceiptLongOutlinedIcon },
  // Pages of features/delivery, placed under the profile layout by app/router.
  { path: '/profile/addresses', key: 'addresses', Icon: LocationOnOutlinedIcon },
  // Shopping lists (features/lists).
  { path: '/profile/lists', key: 'lists', Icon: FavoriteBorderIcon },
  { path: '/profile/security', key: 'security', Icon: LockOutlinedIcon },
  { path: '/profile/privacy', key: 'privacy', Icon: PrivacyTipOutlinedIcon },
];
