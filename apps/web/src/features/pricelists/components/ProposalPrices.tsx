import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ListPagination } from '../../../components/ui/list-pagination/ListPagination';
import { notify } from '../../../lib/events';
import { formatEuroDisplay } from '../../../lib/format';
import { useProposalPrices } from '../api/proposalsApi';
import { useDeletePrice, useUpdatePrice } from '../api/proposalChanges';
import type { ProposalPrice } from '../api/types';
import { useT } from '../i18n';
import { parseListPrice, priceText } from '../proposalRules';

interface Props {
  proposalId: number;
  page: number;
  /** The author may change and remove prices (an editable proposal); read-only otherwise. */
  editable: boolean;
}

/** A proposal's prices, 50 a page (spec section 9), each changed or removed in place. */
export function ProposalPrices({ proposalId, page, editable }: Props) {
  const t = useT();
  const prices = useProposalPrices(proposalId, page);
  const total = prices.data?.page.totPages ?? 0;
  return (
    <Box component="section" aria-labelledby="proposal-prices" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="proposal-prices" component="h3" variant="h3">
        {t('pricelists.proposal.prices')}
        {prices.data ? ` (${prices.data.page.totItems})` : ''}
      </Typography>
      {prices.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {prices.isError && <Alert severity="error">{t('pricelists.proposal.loadError')}</Alert>}
      {prices.isSuccess && prices.data.prices.length === 0 && (
        <Alert severity="info">{t('pricelists.proposal.noPrices')}</Alert>
      )}
      {prices.isSuccess && prices.data.prices.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {prices.data.prices.map((p) => (
            <PriceRow key={p.priceId} proposalId={proposalId} price={p} editable={editable} />
          ))}
        </Box>
      )}
      <ListPagination page={page} count={total} label={t('pricelists.proposal.pages')} />
    </Box>
  );
}

function PriceRow({ proposalId, price, editable }: { proposalId: number; price: ProposalPrice; editable: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back on the pencil once the field closes, so the keyboard goes on from where it was.
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const remove = useDeletePrice();
  const [failure, setFailure] = useState<string | null>(null);
  const name = price.productName;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Typography sx={{ flex: '1 1 6rem', minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
      {editing ? (
        <PriceEditor
          proposalId={proposalId}
          price={price}
          onDone={stopEditing}
        />
      ) : (
        <>
          <Typography sx={{ fontWeight: 700, minWidth: '4.5rem', textAlign: 'right' }}>
            {formatEuroDisplay(price.price)}
          </Typography>
          {editable && (
            <Box sx={{ display: 'flex' }}>
              <IconButton
                ref={editButton}
                aria-label={t('pricelists.proposal.changePrice', { name })}
                onClick={() => setEditing(true)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={t('pricelists.proposal.removePrice', { name })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { proposalId, priceId: price.priceId },
                    {
                      onSuccess: () => notify({ variant: 'success', message: t('pricelists.proposal.priceRemoved') }),
                      onError: (e) => setFailure(e.message),
                    },
                  )
                }
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          )}
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ flex: '1 1 100%' }}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}

/** The price's field, in place of the price, with the spec's rule; Esc or 'Annulla' leaves it. */
function PriceEditor({ proposalId, price, onDone }: { proposalId: number; price: ProposalPrice; onDone: () => void }) {
  const t = useT();
  const update = useUpdatePrice();
  const [text, setText] = useState(() => priceText(price.price));
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = text.trim() === '' ? null : parseListPrice(text);
  const valid = parsed !== null && 'euros' in parsed;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed || !('euros' in parsed) || update.isPending) return;
    update.mutate(
      { proposalId, priceId: price.priceId, price: parsed.euros },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t('pricelists.proposal.priceSaved') });
          onDone();
        },
        onError: (err) => setFailure(err.message),
      },
    );
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      onKeyDown={(e) => e.key === 'Escape' && onDone()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', flex: '1 1 16rem' }}
    >
      <TextField
        size="small"
        label={t('pricelists.proposal.priceOf', { name: price.productName })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoFocus
        error={parsed !== null && !valid}
        helperText={parsed !== null && 'error' in parsed ? parsed.error : failure}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } }}
        sx={{ flex: '1 1 9rem' }}
      />
      <Button type="submit" variant="contained" disabled={!valid || update.isPending} sx={{ minHeight: 40 }}>
        {t('pricelists.proposal.savePrice')}
      </Button>
      <Button onClick={onDone} sx={{ minHeight: 40 }}>
        {t('pricelists.proposal.cancelPrice')}
      </Button>
    </Box>
  );
}
