import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoiceHolder } from '@spesa/domain';
import { holderCodes, holderIdOf, holderKey } from '../flow/invoiceHolder';
import { useT } from '../i18n';

function HolderLabel({ holder }: { holder: InvoiceHolder }) {
  const t = useT();
  return (
    <span>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
        {holder.name}
        {holder.personFiscalId === null && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({t('checkout.holderOwn')})
          </Typography>
        )}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {holderCodes(holder)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {holder.address}
      </Typography>
    </span>
  );
}

/**
 * Whom the invoice goes to (decision 0059): with several holders (the profile's billing data and
 * the fiscal persons) a choice, the default first; with one, that one said; none, nothing here
 * (the section says to add billing data).
 */
export function InvoiceHolderChoice({
  holders,
  value,
  onChange,
}: {
  holders: InvoiceHolder[] | undefined;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  if (!holders) return <Skeleton variant="rounded" height={56} aria-label={t('checkout.holdersLoading')} />;
  if (holders.length === 0) return null;
  if (holders.length === 1)
    return (
      <div>
        <Typography variant="body2">{t('checkout.holderOne')}</Typography>
        <HolderLabel holder={holders[0]!} />
      </div>
    );
  const chosen = holders.find((h) => h.personFiscalId === value) ?? holders[0]!;
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }}>
      <FormLabel component="legend" id="invoice-holder-legend">
        {t('checkout.holderLegend')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="invoice-holder-legend"
        name="invoice-holder"
        value={holderKey(chosen.personFiscalId)}
        onChange={(e) => onChange(holderIdOf(e.target.value))}
      >
        {holders.map((h) => (
          <FormControlLabel
            key={holderKey(h.personFiscalId)}
            value={holderKey(h.personFiscalId)}
            control={<Radio />}
            label={<HolderLabel holder={h} />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
