import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../../features/account/hooks/useSession';
import { useT } from '../../../lib/i18n';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Il mio profilo / I miei ordini / Esci (logout clears cart and user, spec section 4, and goes home). */
export default function UserMenu({ id, anchor, onClose }: Props) {
  const t = useT();
  const logout = useLogout();
  return (
    // Drawn inside the header (the banner landmark), not at the end of the page outside every
    // landmark (axe 'region'); the header is sticky, so the page may scroll under it.
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      container={() => anchor?.closest('header') ?? document.body}
      disableScrollLock
    >
      <MenuItem component={RouterLink} to="/profile/dashboard" onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        {t('layout.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/profile/orders" onClick={onClose}>
        <ListItemIcon>
          <ShoppingBagOutlinedIcon fontSize="small" />
        </ListItemIcon>
        {t('layout.orders')}
      </MenuItem>
      <Divider />
      <MenuItem disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: onClose })}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('layout.logout')}
      </MenuItem>
    </Menu>
  );
}
