import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../lib/i18n';

/** Header cart button. The count is 0 until the cart area provides it (props keep it pluggable). */
export function CartBadge({ count = 0 }: { count?: number }) {
  const t = useT();
  return (
    <IconButton
      component={RouterLink}
      to="/cart"
      aria-label={t('cart.badge', { count })}
      color="inherit"
      size="large"
    >
      <Badge badgeContent={count} color="secondary" showZero max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
