import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { VatBucketAnswer } from '@spesa/domain';
import { formatEuroDisplay } from '../../../lib/format';
import { TotalsRow as Row } from '../totals-row/TotalsRow';
import { useT } from '../i18n';

interface Props {
  /** The VAT by rate as the server worked it out (cart, or an order's total or prepared amount). */
  buckets: readonly VatBucketAnswer[];
  /** Heading above the rows; "di cui IVA" when not given. */
  title?: string;
}

/**
 * "di cui IVA": the VAT each rate holds of a VAT-included total, and the total without VAT. Shared
 * by the cart, the order confirmation and the order page, so the three read the same.
 */
export function VatBucketList({ buckets, title }: Props) {
  const t = useT();
  const titleId = useId();
  if (buckets.length === 0) return null;
  const euro = formatEuroDisplay;
  // Sum in cents: adding euro amounts as floats can show a cent off.
  const netCents = buckets.reduce((s, b) => s + Math.round(b.net * 100), 0);
  return (
    <Box sx={{ mt: 1, color: 'text.secondary', '& .MuiTypography-root': { fontSize: '0.875rem' } }}>
      <Typography id={titleId} component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {title ?? t('ui.vatTitle')}
      </Typography>
      <Box component="dl" aria-labelledby={titleId} sx={{ m: 0 }}>
        {buckets.map((b) => (
          <Row
            key={b.ivaPct}
            label={t('ui.vatRow', { pct: b.ivaPct, gross: euro(b.gross) })}
            value={euro(b.vat)}
          />
        ))}
        <Row label={t('ui.vatNetTotal')} value={euro(netCents / 100)} />
      </Box>
    </Box>
  );
}
