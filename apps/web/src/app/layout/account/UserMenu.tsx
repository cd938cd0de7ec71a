import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../../features/account/hooks/useSession';
import { usePriceListMenuLinks } from '../../../features/pricelists/menuLinks';
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
  const priceLists = usePriceListMenuLinks();
  // Closed, it is not drawn at all: the menu's exit transition ends without unmounting its modal
  // (seen under Preact), whose invisible full-page layer then took every click on the page.
  if (anchor === null) return null;
  return (
    // Drawn inside the header (the banner landmark), not at the end of the page outside every
    // landmark (axe 'region'); the header is sticky, so the page may scroll under it.
    <Menu
      id={id}
      anchorEl={anchor}
      open
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
      {priceLists.map((l) => (
        <MenuItem key={l.to} component={RouterLink} to={l.to} onClick={onClose}>
          <ListItemIcon>
            <RequestQuoteOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {l.label}
        </MenuItem>
      ))}
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
