import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuroDisplay, formatQuantity } from '../../../lib/format';
import type { OrderLineView } from '../api/orderTypes';
import { useT } from '../i18n';

function Qty({ line, value }: { line: OrderLineView; value: number }) {
  const t = useT();
  const qty = formatQuantity(value);
  return <>{line.weighed ? t('orders.lines.kg', { qty }) : t('orders.lines.pieces', { qty })}</>;
}

/**
 * The order's lines: what was ordered and, once the store has picked it, what was prepared (a
 * weighed line may come out lighter or heavier; a missing product comes out at 0). `ready`: the
 * store has finished (the order has a prepared total), so no line is still "Da preparare". A list,
 * not a table, so that it reads one product at a time at 360 px and on a screen reader.
 */
export function OrderLines({ lines, ready = false }: { lines: OrderLineView[]; ready?: boolean }) {
  const t = useT();
  const picked = ready || lines.some((l) => l.preparedQuantity !== undefined && l.preparedQuantity !== null);
  return (
    <Box component="section" aria-labelledby="order-lines-title">
      <Typography id="order-lines-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('orders.lines.title')}{' '}
        <Typography component="span" color="text.secondary">
          ({t('orders.lines.count', { count: lines.length })})
        </Typography>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((l) => {
          // Once the order is ready, a line the picker never recorded was prepared as ordered.
          const prepared = l.preparedQuantity ?? (ready ? l.quantity : null);
          const lighter = prepared !== null && prepared < l.quantity;
          return (
            <Box
              component="li"
              key={l.itemId}
              aria-label={l.name}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.name}</Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatEuroDisplay(
                    prepared !== null && l.preparedTotal != null ? l.preparedTotal : l.grossTotal,
                  )}
                </Typography>
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 2,
                  rowGap: 0.25,
                  color: 'text.secondary',
                  '& dt': { fontSize: '0.875rem' },
                  '& dd': { m: 0, ml: 0.5, fontSize: '0.875rem', color: 'text.primary' },
                  '& > div': { display: 'flex' },
                }}
              >
                <div>
                  <dt>{t('orders.lines.ordered')}:</dt>
                  <dd>
                    <Qty line={l} value={l.quantity} />
                  </dd>
                </div>
                {picked && (
                  <div>
                    <dt>{t('orders.lines.prepared')}:</dt>
                    <dd>
                      {prepared === null ? t('orders.lines.notPrepared') : <Qty line={l} value={prepared} />}
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{t('orders.lines.price')}:</dt>
                  <dd>
                    {formatEuroDisplay(l.unitPrice)}
                    {l.weighed ? '/kg' : ''}
                  </dd>
                </div>
              </Box>
              {l.discount > 0 && (
                <Typography variant="body2" color="success.dark">
                  {t('orders.lines.discount', { amount: formatEuroDisplay(l.discount) })}
                </Typography>
              )}
              {lighter && (
                <Typography variant="body2" color="warning.dark">
                  {t('orders.lines.lighter')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
