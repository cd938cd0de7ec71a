import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FIELD_MESSAGES, PRICE_LIST_MESSAGES } from '@spesa/domain';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { notify } from '../../../lib/events';
import { usePriceLists, useWarehouses } from '../api/proposalsApi';
import { useInsertProposal, useModifyProposal } from '../api/proposalChanges';
import type { Proposal, ProposalWithHistory } from '../api/types';
import { useT } from '../i18n';
import { shopToday } from '../proposalRules';

interface Props {
  open: boolean;
  /** The proposal to change; none: a new one. */
  proposal?: Proposal;
  onClose: () => void;
  onSaved?: (proposal: ProposalWithHistory) => void;
}

interface Fields {
  name: string;
  priceListId: string;
  replacedPriceListId: string;
  fromDate: string;
  toDate: string;
  warehouseId: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

const NAME_MAX = 100;

/** The checks of the form, with the API's own texts: nothing is sent that it would refuse. */
function check(f: Fields): Errors {
  const errors: Errors = {};
  const name = f.name.trim();
  if (!name) errors.name = FIELD_MESSAGES.required;
  else if (name.length > NAME_MAX) errors.name = PRICE_LIST_MESSAGES.PRICE_LIST_NAME_INVALID;
  if (!f.priceListId) errors.priceListId = FIELD_MESSAGES.required;
  if (!f.fromDate) errors.fromDate = FIELD_MESSAGES.required;
  if (f.toDate && f.fromDate && f.toDate < f.fromDate) errors.toDate = PRICE_LIST_MESSAGES.PRICE_LIST_DATES_ORDER;
  return errors;
}

const numberOrUndefined = (s: string) => (s ? Number(s) : undefined);

/**
 * Creating a proposal (name, list, replaced list, from/to dates, warehouse) or changing one (name,
 * list, dates: what modify takes). Messages under the fields; the server's refusal above the buttons.
 */
export function ProposalFormDialog({ open, proposal, onClose, onSaved }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} titleId={titleId} maxWidth={520}>
      <DialogTitle id={titleId}>
        {proposal ? t('pricelists.form.editTitle') : t('pricelists.form.createTitle')}
      </DialogTitle>
      {open && <FormBody proposal={proposal} onClose={onClose} onSaved={onSaved} />}
    </ResponsiveDialog>
  );
}

function FormBody({ proposal, onClose, onSaved }: Omit<Props, 'open'>) {
  const t = useT();
  const lists = usePriceLists();
  const warehouses = useWarehouses();
  const insert = useInsertProposal();
  const modify = useModifyProposal();
  const saving = insert.isPending || modify.isPending;
  const [fields, setFields] = useState<Fields>(() => ({
    name: proposal?.name ?? '',
    priceListId: proposal ? String(proposal.priceListId) : '',
    replacedPriceListId: proposal?.replacedPriceListId ? String(proposal.replacedPriceListId) : '',
    fromDate: proposal?.fromDate ?? shopToday(),
    toDate: proposal?.toDate ?? '',
    warehouseId: proposal?.warehouseId ? String(proposal.warehouseId) : '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const chosenList = lists.data?.find((l) => String(l.priceListId) === fields.priceListId);
  // A list of one warehouse takes proposals for that warehouse only.
  const warehouseFixed = chosenList?.warehouseId != null;

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: e.target.value }));
    if (errors[key]) setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const saved = (answer: ProposalWithHistory) => {
    notify({
      variant: 'success',
      message: proposal ? t('pricelists.form.saved') : t('pricelists.form.created', { name: answer.name }),
    });
    onSaved?.(answer);
    onClose();
  };
  const failed = (e: Error) => setFailure(e.message);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || saving) return;
    const common = {
      name: fields.name.trim(),
      priceListId: Number(fields.priceListId),
      fromDate: fields.fromDate,
      toDate: fields.toDate || undefined,
    };
    if (proposal)
      modify.mutate({ proposalId: proposal.priceListProposalId, ...common }, { onSuccess: saved, onError: failed });
    else
      insert.mutate(
        {
          ...common,
          replacedPriceListId: numberOrUndefined(fields.replacedPriceListId),
          warehouseId: warehouseFixed ? undefined : numberOrUndefined(fields.warehouseId),
        },
        { onSuccess: saved, onError: failed },
      );
  };

  const helper = (key: keyof Fields, otherwise?: string) => errors[key] ?? otherwise;
  // Native selects (keyboard and phones' own pickers); the label stays above an empty choice's text.
  const native = { select: { native: true }, inputLabel: { shrink: true } };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('pricelists.form.name')}
            value={fields.name}
            onChange={set('name')}
            required
            autoFocus
            error={!!errors.name}
            helperText={helper('name')}
            slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
          />
          <TextField
            select
            label={t('pricelists.form.priceList')}
            value={fields.priceListId}
            onChange={set('priceListId')}
            required
            error={!!errors.priceListId}
            helperText={helper('priceListId')}
            slotProps={native}
          >
            <option value="" />
            {(lists.data ?? []).map((l) => (
              <option key={l.priceListId} value={l.priceListId}>
                {l.name}
              </option>
            ))}
          </TextField>
          {!proposal && (
            <TextField
              select
              label={t('pricelists.form.replaced')}
              value={fields.replacedPriceListId}
              onChange={set('replacedPriceListId')}
              slotProps={native}
            >
              <option value="">{t('pricelists.form.noReplaced')}</option>
              {(lists.data ?? []).map((l) => (
                <option key={l.priceListId} value={l.priceListId}>
                  {l.name}
                </option>
              ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('pricelists.form.fromDate')}
              value={fields.fromDate}
              onChange={set('fromDate')}
              required
              fullWidth
              error={!!errors.fromDate}
              helperText={helper('fromDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('pricelists.form.toDate')}
              value={fields.toDate}
              onChange={set('toDate')}
              fullWidth
              error={!!errors.toDate}
              helperText={helper('toDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fields.fromDate || undefined } }}
            />
          </Stack>
          {!proposal && (
            <TextField
              select
              label={t('pricelists.form.warehouse')}
              value={warehouseFixed ? String(chosenList?.warehouseId) : fields.warehouseId}
              onChange={set('warehouseId')}
              disabled={warehouseFixed}
              slotProps={native}
            >
              <option value="">{t('pricelists.form.allWarehouses')}</option>
              {(warehouses.data ?? []).map((w) => (
                <option key={w.warehouseId} value={w.warehouseId}>
                  {w.name}
                </option>
              ))}
            </TextField>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('pricelists.form.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}>
          {proposal ? t('pricelists.form.save') : t('pricelists.form.create')}
        </Button>
      </DialogActions>
    </form>
  );
}
