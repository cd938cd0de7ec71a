import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { OrderListFilters } from '../api/orderListApi';
import { isFiltered, parseEuros } from '../orderFilters';
import { useT } from '../i18n';

interface Props {
  value: OrderListFilters;
  onApply: (filters: OrderListFilters) => void;
}

type Draft = Record<
  'from_date' | 'to_date' | 'from_gross_total' | 'to_gross_total' | 'order_type',
  string
> & {
  show_pending: boolean;
};

const euroText = (v: string | undefined) => (v ?? '').replace('.', ',');

function draftOf(f: OrderListFilters): Draft {
  return {
    from_date: f.from_date ?? '',
    to_date: f.to_date ?? '',
    from_gross_total: euroText(f.from_gross_total),
    to_gross_total: euroText(f.to_gross_total),
    order_type: f.order_type ?? '',
    show_pending: f.show_pending ?? false,
  };
}

/** Spec section 3's list query: dates, totals, service type, only pending; applied to page 1. */
export function OrderFiltersForm({ value, onApply }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [expanded, setExpanded] = useState(() => isFiltered(value));
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const fromTotal = draft.from_gross_total.trim() ? parseEuros(draft.from_gross_total) : undefined;
  const toTotal = draft.to_gross_total.trim() ? parseEuros(draft.to_gross_total) : undefined;
  const badFrom = draft.from_gross_total.trim() !== '' && fromTotal === undefined;
  const badTo = draft.to_gross_total.trim() !== '' && toTotal === undefined;
  const badDates = draft.from_date !== '' && draft.to_date !== '' && draft.to_date < draft.from_date;
  const badTotals = fromTotal !== undefined && toTotal !== undefined && Number(toTotal) < Number(fromTotal);
  const invalid = badFrom || badTo || badDates || badTotals;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    onApply({
      page: 1,
      from_date: draft.from_date || undefined,
      to_date: draft.to_date || undefined,
      from_gross_total: fromTotal,
      to_gross_total: toTotal,
      order_type: draft.order_type || undefined,
      show_pending: draft.show_pending || undefined,
    });
  };
  const reset = () => {
    setDraft(draftOf({ page: 1 }));
    onApply({ page: 1 });
  };

  return (
    <Accordion
      variant="outlined"
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="order-filters"
        id="order-filters-title"
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('orders.filters.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="order-filters">
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="order-filters-title"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <TextField
            type="date"
            label={t('orders.filters.fromDate')}
            value={draft.from_date}
            onChange={set('from_date')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('orders.filters.toDate')}
            value={draft.to_date}
            onChange={set('to_date')}
            error={badDates}
            helperText={badDates ? t('orders.filters.badRange') : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from_date || undefined } }}
          />
          <TextField
            select
            label={t('orders.filters.type')}
            value={draft.order_type}
            onChange={set('order_type')}
            // "Tutti" shows when no type is chosen, rather than an empty box.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('orders.filters.typeAll')}</MenuItem>
            <MenuItem value="delivery">{t('orders.filters.typeHome')}</MenuItem>
            <MenuItem value="pickup">{t('orders.filters.typePickup')}</MenuItem>
          </TextField>
          <TextField
            label={t('orders.filters.fromTotal')}
            value={draft.from_gross_total}
            onChange={set('from_gross_total')}
            error={badFrom}
            helperText={badFrom ? t('orders.filters.badTotal') : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
          />
          <TextField
            label={t('orders.filters.toTotal')}
            value={draft.to_gross_total}
            onChange={set('to_gross_total')}
            error={badTo || badTotals}
            helperText={
              badTo ? t('orders.filters.badTotal') : badTotals ? t('orders.filters.badTotalRange') : undefined
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.show_pending}
                onChange={(e) => setDraft((d) => ({ ...d, show_pending: e.target.checked }))}
              />
            }
            label={t('orders.filters.pending')}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained">
              {t('orders.filters.apply')}
            </Button>
            <Button type="button" onClick={reset}>
              {t('orders.filters.reset')}
            </Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
