import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Wishlist } from '@spesa/domain';
import { useDeleteListItem, useUpdateListItem } from '../api/listsApi';
import { useT } from '../i18n';
import { ListLine } from './ListLine';

/** The lines of a list; with `editable`, each has a stepper (0 removes) and a remove button. */
export function ListItems({ list, editable }: { list: Wishlist; editable: boolean }) {
  const t = useT();
  const update = useUpdateListItem();
  const remove = useDeleteListItem();
  const busy = update.isPending || remove.isPending;
  const handlers = (itemId: number, productId: number) =>
    editable
      ? {
          onQuantity: (quantity: number) => update.mutate({ listId: list.listId, itemId, quantity }),
          onRemove: () => remove.mutate({ listId: list.listId, itemId, productId }),
        }
      : {};
  if (list.wishlistItems.length === 0 && list.wishlistInactiveItems.length === 0)
    return <Alert severity="info">{t('lists.page.emptyList')}</Alert>;
  return (
    <>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {list.wishlistItems.map((i) => (
          <ListLine key={i.itemId} item={i} busy={busy} {...handlers(i.itemId, i.product.productId)} />
        ))}
      </Box>
      {list.wishlistInactiveItems.length > 0 && (
        <>
          <Typography component="h3" variant="h3" sx={{ mt: 2 }}>
            {t('lists.page.inactive')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {list.wishlistInactiveItems.map((i) => (
              <ListLine
                key={i.itemId}
                item={i}
                inactive
                busy={busy}
                onRemove={editable ? () => remove.mutate({ listId: list.listId, itemId: i.itemId, productId: i.product.productId }) : undefined}
              />
            ))}
          </Box>
        </>
      )}
    </>
  );
}
