import { useId, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  encodeCartQuantity,
  firstAddQuantity,
  WISHLIST_NAME_MAX,
  type Product,
  type WishlistSummary,
} from '@spesa/domain';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { ProductOptions } from '../../../components/ui/product-options/ProductOptions';
import { allOptionsChosen, initialOptions } from '../../../components/ui/product-options/chosen-options';
import { QuantityStepper } from '../../../components/ui/quantity-stepper/QuantityStepper';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useAddProducts, useCreateList, useLists, type ListAddItem } from '../api/listsApi';
import { useT } from '../i18n';

interface Props {
  product: Product | null;
  /** Several products at once (a flyer's "add all"), each in its first quantity; wins over product. */
  products?: Product[];
  onClose: () => void;
}

/** Lists the shopper may add to: their own and those shared with WRITE. */
const editable = (l: WishlistSummary) => l.sharingData.grant !== 'READ';

/**
 * The list selector (storefront spec "Shopping list selector dialog"): the product with its
 * quantity and unit, the lists with a size badge in a scroll area at most 300 px tall, and
 * 'Crea una nuova lista' with 'CREA' (disabled while the request runs, the field cleared after).
 */
export function ListSelectorDialog({ product, products, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <ResponsiveDialog open={product !== null || products !== undefined} onClose={onClose} titleId={titleId} maxWidth={480}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('lists.selector.title')}
        <IconButton
          onClick={onClose}
          aria-label={t('lists.selector.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Keyed by product: a new product starts again from its own first quantity. */}
      {products ? (
        <ManyBody products={products} onClose={onClose} />
      ) : (
        product && <SelectorBody key={product.productId} product={product} onClose={onClose} />
      )}
    </ResponsiveDialog>
  );
}

/**
 * One product: its quantity and, for a product with options (a cut, slicing), the same option
 * controls as the add-to-cart flow's; the lists take it only once every option is chosen, and the
 * line keeps the options (wishlist/add_prod `params`), as the cart does.
 */
function SelectorBody({ product, onClose }: { product: Product; onClose: () => void }) {
  const t = useT();
  const rules = useMemo(() => saleRulesFromProduct(product), [product]);
  const [quantity, setQuantity] = useState(() => firstAddQuantity(rules));
  const options = product.selectOptions;
  const [chosen, setChosen] = useState(() => initialOptions(options));
  const complete = allOptionsChosen(options, chosen);
  return (
    <DialogContent>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <ProductImage src={product.mediaURL} alt="" size={64} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{product.name}</Typography>
          {product.shortDescr && (
            <Typography variant="body2" color="text.secondary">
              {product.shortDescr}
            </Typography>
          )}
          <Box sx={{ mt: 1 }} aria-label={t('lists.selector.quantity')} role="group">
            <QuantityStepper
              rules={rules}
              value={quantity}
              onChange={setQuantity}
              productName={product.name}
              size="small"
            />
          </Box>
        </Box>
      </Box>
      {options.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <ProductOptions options={options} chosen={chosen} onChange={setChosen} />
          {!complete && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('product.selectAllOptions')}
            </Typography>
          )}
        </Box>
      )}
      <ListChoices
        items={[
          {
            productId: product.productId,
            quantity: encodeCartQuantity(quantity),
            ...(options.length > 0 && { params: chosen }),
          },
        ]}
        disabled={!complete}
        onAdded={onClose}
      />
    </DialogContent>
  );
}

/**
 * Several products in one wishlist/add_prod, each in its first quantity. A product whose options
 * must be chosen first (a cut, a grind) cannot go in blind: it is left out and the shopper told.
 */
function ManyBody({ products, onClose }: { products: Product[]; onClose: () => void }) {
  const t = useT();
  const ready = products.filter((p) => p.selectOptions.length === 0);
  const items = ready.map((p) => ({
    productId: p.productId,
    quantity: encodeCartQuantity(firstAddQuantity(saleRulesFromProduct(p))),
  }));
  const skipped = products.length - ready.length;
  return (
    <DialogContent>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('lists.selector.many', { count: ready.length })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lists.selector.manyHint')}
        {skipped > 0 && ` ${t('lists.selector.manySkipped', { count: skipped })}`}
      </Typography>
      {items.length > 0 && <ListChoices items={items} onAdded={onClose} />}
    </DialogContent>
  );
}

/**
 * The lists the shopper may add to (size badges, 300 px scroll area) and 'Crea una nuova lista'.
 * `disabled`: the items are not ready yet (options to choose); a list can still be created.
 */
function ListChoices({
  items,
  onAdded,
  disabled = false,
}: {
  items: ListAddItem[];
  onAdded: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  const lists = useLists();
  const add = useAddProducts();
  const create = useCreateList();
  const [name, setName] = useState('');
  const choices = (lists.data?.personalList.lists ?? []).filter(editable);

  // The lists were read again before onSuccess runs: the hearts are already highlighted.
  const addTo = (listId: number) => {
    if (!disabled) add.mutate({ listId, items }, { onSuccess: onAdded });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, { onSuccess: () => setName('') });
  };

  return (
    <>
      {lists.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {lists.isError && <Alert severity="error">{t('lists.selector.loadError')}</Alert>}
      {lists.isSuccess && choices.length === 0 && <Alert severity="info">{t('lists.selector.empty')}</Alert>}
      {choices.length > 0 && (
        <List
          dense
          sx={{
            maxHeight: 300,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            py: 0,
          }}
        >
          {choices.map((l) => (
            <ListItem key={l.listId} disablePadding divider>
              <ListItemButton onClick={() => addTo(l.listId)} disabled={disabled || add.isPending}>
                <ListItemText
                  primary={l.name}
                  secondary={
                    l.sharingData.sharedBy
                      ? t('lists.selector.sharedBy', {
                          name: `${l.sharingData.sharedBy.firstName} ${l.sharingData.sharedBy.lastName}`.trim(),
                        })
                      : undefined
                  }
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
                <Badge
                  badgeContent={l.size}
                  showZero
                  color="primary"
                  max={999}
                  sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                  slotProps={{
                    badge: { 'aria-label': t('lists.selector.size', { count: l.size }) } as object,
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('lists.selector.newList')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending || name.trim() === ''}
          sx={{ minHeight: 40 }}
        >
          {t('lists.selector.create')}
        </Button>
      </Box>
    </>
  );
}
