import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { formatEuroDisplay } from '../../../lib/format';
import { useProductSearch } from '../api/productSearchApi';
import { useT } from '../i18n';
import { AddToPriceListButton } from './AddToPriceListButton';
import { AddToPriceListDialog } from './AddToPriceListDialog';

/** A search of the catalogue on the proposal's page: each product found opens the add dialog on this proposal. */
export function ProductSearchAdd({ proposalId }: { proposalId: number }) {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const found = useProductSearch(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <Box component="section" aria-labelledby="proposal-add" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="proposal-add" component="h3" variant="h3">
        {t('pricelists.proposal.addTitle')}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}>
        <TextField
          size="small"
          fullWidth
          label={t('pricelists.proposal.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="outlined" disabled={text.trim() === ''} sx={{ minHeight: 40 }}>
          {t('pricelists.proposal.searchButton')}
        </Button>
      </Box>
      {found.isFetching && <CircularProgress size={24} aria-label={t('common.loading')} />}
      {found.isSuccess && found.data.length === 0 && (
        <Alert severity="info">{t('pricelists.proposal.noneFound', { q })}</Alert>
      )}
      {found.isSuccess && found.data.length > 0 && (
        <Box component="ul" aria-label={t('pricelists.proposal.found')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {found.data.map((p) => (
            <Box component="li" key={p.productId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatEuroDisplay(p.priceDisplay)} · {t('pricelists.proposal.code', { code: p.codInt })}
                </Typography>
              </Typography>
              <AddToPriceListButton product={p} onOpen={setProduct} />
            </Box>
          ))}
        </Box>
      )}
      <AddToPriceListDialog product={product} proposalId={proposalId} onClose={() => setProduct(null)} />
    </Box>
  );
}
