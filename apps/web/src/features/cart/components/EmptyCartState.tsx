import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n';

/** An empty cart: says so and leads back to the shop. */
export function EmptyCartState({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <ShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        {t('cartPage.emptyCartTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('cartPage.emptyCartText')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" onClick={onNavigate}>
        {t('cartPage.goShopping')}
      </Button>
    </Box>
  );
}
