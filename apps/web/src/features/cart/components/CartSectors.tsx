import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cart } from '@spesa/domain';
import { CartLine } from './CartLine';

/** The lines grouped by department in the shop's aisle order (show_sectors), each group a list. */
export function CartSectors({ cart, compact = false }: { cart: Cart; compact?: boolean }) {
  const sectors = cart.sectors ?? [{ categoryId: 0, name: '', cartItems: cart.cartItems }];
  return (
    <Box>
      {sectors.map((s) => {
        const headingId = `cart-sector-${s.categoryId}${compact ? '-mini' : ''}`;
        return (
          <Box
            component="section"
            key={s.categoryId}
            aria-labelledby={s.name ? headingId : undefined}
            sx={{ mb: 2 }}
          >
            {s.name && (
              <Typography
                id={headingId}
                component={compact ? 'h3' : 'h2'}
                variant="subtitle1"
                sx={{ fontWeight: 700, bgcolor: 'grey.100', px: 1, py: 0.5, borderRadius: 1 }}
              >
                {s.name}
              </Typography>
            )}
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {s.cartItems.map((item) => (
                <CartLine key={item.itemId} item={item} compact={compact} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
