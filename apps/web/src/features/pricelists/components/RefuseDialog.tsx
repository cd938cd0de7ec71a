import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { notify } from '../../../lib/events';
import { useRefuseProposal } from '../api/proposalChanges';
import type { Proposal } from '../api/types';
import { useT } from '../i18n';

const REASON_MIN = 3;
const REASON_MAX = 500;

/** The approver's refusal of a proposal, with the reason its author will read (3 to 500 characters). */
export function RefuseDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <ResponsiveDialog open={proposal !== null} onClose={onClose} titleId={titleId} maxWidth={520}>
      <DialogTitle id={titleId}>{t('pricelists.approvals.refuseTitle')}</DialogTitle>
      {proposal && <RefuseForm key={proposal.priceListProposalId} proposal={proposal} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function RefuseForm({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const t = useT();
  const refuse = useRefuseProposal();
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const length = reason.trim().length;
  const valid = length >= REASON_MIN && length <= REASON_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (!valid || refuse.isPending) return;
    setFailure(null);
    refuse.mutate(
      { proposalId: proposal.priceListProposalId, reason: reason.trim() },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t('pricelists.approvals.refusedDone', { name: proposal.name }) });
          onClose();
        },
        onError: (err) => setFailure(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <DialogContentText color="text.primary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {proposal.name} ({proposal.priceList.name})
        </DialogContentText>
        <TextField
          label={t('pricelists.approvals.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          autoFocus
          multiline
          minRows={3}
          fullWidth
          error={shown && !valid}
          helperText={shown && !valid ? t('pricelists.approvals.reasonInvalid') : t('pricelists.approvals.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose}>{t('pricelists.form.cancel')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={refuse.isPending} aria-busy={refuse.isPending}>
          {t('pricelists.approvals.refuse')}
        </Button>
      </DialogActions>
    </form>
  );
}
