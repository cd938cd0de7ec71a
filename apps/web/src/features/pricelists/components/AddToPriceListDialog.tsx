import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router';
import type { Product } from '@spesa/domain';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useCurrentUser } from '../../../lib/auth';
import { useCart } from '../../../lib/cart';
import { notify } from '../../../lib/events';
import { formatEuroDisplay } from '../../../lib/format';
import { useProposals, useReferencePrice, useWarehouses } from '../api/proposalsApi';
import { useAddPrice, useUpdatePrice } from '../api/proposalChanges';
import { useT } from '../i18n';
import { isEditable, parseListPrice, priceText } from '../proposalRules';

interface Props {
  product: Product | null;
  /** The proposal to offer first (the proposal's own page). */
  proposalId?: number;
  /** true when a price was saved (spec: 'On success it closes with true'). */
  onClose: (added: boolean) => void;
}

/**
 * The add-to-price-list dialog (spec section 2): the person's editable proposals, the one
 * preselected when there is only one; the product's current price (get_price, price type 4); a
 * new price, 'Conferma' enabled only with a proposal and a valid price. A product the proposal
 * prices already (priceId above -1) gets its price changed instead.
 */
export function AddToPriceListDialog({ product, proposalId, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <ResponsiveDialog open={product !== null} onClose={() => onClose(false)} titleId={titleId} maxWidth={480}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('pricelists.dialog.title')}
        <IconButton
          onClick={() => onClose(false)}
          aria-label={t('pricelists.dialog.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {product && <DialogBody key={product.productId} product={product} proposalId={proposalId} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function DialogBody({ product, proposalId, onClose }: Props & { product: Product }) {
  const t = useT();
  const { user } = useCurrentUser();
  const proposals = useProposals();
  const editable = (proposals.data ?? []).filter((p) => p.authorUserId === user?.userId && isEditable(p));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const preselected =
    editable.find((p) => p.priceListProposalId === proposalId) ?? (editable.length === 1 ? editable[0] : undefined);
  const proposal = editable.find((p) => p.priceListProposalId === chosenId) ?? preselected;

  const cart = useCart();
  const warehouses = useWarehouses();
  // The proposal's warehouse; for a proposal valid everywhere, the person's store, else the first one.
  const warehouseId = proposal?.warehouseId ?? cart.data?.warehouse.warehouseId ?? warehouses.data?.[0]?.warehouseId;
  const reference = useReferencePrice(product.productId, warehouseId, proposal?.priceListProposalId);
  const add = useAddPrice();
  const update = useUpdatePrice();
  const saving = add.isPending || update.isPending;
  // What was typed, for the proposal it was typed for: another proposal starts from its own price.
  const [typed, setTyped] = useState<{ proposalId: number; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const already = reference.data && reference.data.priceId !== -1 ? reference.data : null;
  const ownText = typed && typed.proposalId === proposal?.priceListProposalId ? typed.text : null;
  const text = ownText ?? (already?.proposalPrice != null ? priceText(already.proposalPrice) : '');
  const parsed = text.trim() === '' ? null : parseListPrice(text);
  const valid = parsed !== null && 'euros' in parsed;
  const canConfirm = !!proposal && valid && !saving && reference.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canConfirm || !proposal || !parsed || !('euros' in parsed)) return;
    setFailure(null);
    const done = () => {
      notify({
        variant: 'success',
        message: t('pricelists.dialog.added', {
          name: product.name,
          price: formatEuroDisplay(parsed.euros),
          proposal: proposal.name,
        }),
      });
      onClose(true);
    };
    const failed = (err: Error) => setFailure(err.message);
    const id = proposal.priceListProposalId;
    if (already)
      update.mutate({ proposalId: id, priceId: already.priceId, price: parsed.euros }, { onSuccess: done, onError: failed });
    else
      add.mutate(
        { proposalId: id, productId: product.productId, price: parsed.euros, warehouseId },
        { onSuccess: done, onError: failed },
      );
  };

  const current = reference.data?.priceDisplay;
  return (
    // One form, one scrolling content: on a phone the dialog fills the screen, actions at the bottom.
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <ProductImage src={product.mediaURL} alt="" size={64} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{product.name}</Typography>
            {product.shortDescr && (
              <Typography variant="body2" color="text.secondary">
                {product.shortDescr}
              </Typography>
            )}
          </Box>
        </Box>
        {proposals.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {proposals.isError && <Alert severity="error">{t('pricelists.dialog.loadError')}</Alert>}
        {proposals.isSuccess && editable.length === 0 && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to="/profile/price-lists"
                onClick={() => onClose(false)}
              >
                {t('pricelists.dialog.createList')}
              </Button>
            }
          >
            {t('pricelists.dialog.noList')}
          </Alert>
        )}
        {editable.length > 0 && (
          <TextField
            select
            fullWidth
            label={t('pricelists.dialog.proposal')}
            value={proposal ? String(proposal.priceListProposalId) : ''}
            onChange={(e) => setChosenId(e.target.value ? Number(e.target.value) : null)}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!proposal && <option value="" />}
            {editable.map((p) => (
              <option key={p.priceListProposalId} value={p.priceListProposalId}>
                {p.name} ({p.priceList.name})
              </option>
            ))}
          </TextField>
        )}
        {proposal && reference.isPending && <CircularProgress size={20} aria-label={t('common.loading')} />}
        {reference.isSuccess && (
          <Box aria-live="polite">
            <Typography variant="body2">
              {current != null
                ? t('pricelists.dialog.currentPrice', { price: formatEuroDisplay(current) })
                : t('pricelists.dialog.noCurrentPrice')}
            </Typography>
            {already?.proposalPrice != null && (
              <Typography variant="body2" color="text.secondary">
                {t('pricelists.dialog.proposalPrice', { price: formatEuroDisplay(already.proposalPrice) })}
              </Typography>
            )}
          </Box>
        )}
        <TextField
          fullWidth
          label={t('pricelists.dialog.price')}
          value={text}
          onChange={(e) => proposal && setTyped({ proposalId: proposal.priceListProposalId, text: e.target.value })}
          disabled={!proposal}
          required
          error={parsed !== null && !valid}
          helperText={parsed !== null && 'error' in parsed ? parsed.error : ' '}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } }}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={() => onClose(false)}>{t('pricelists.dialog.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!canConfirm} aria-busy={saving}>
          {t('pricelists.dialog.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
