import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/ConfirmDialog';
import { useCurrentUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/events';
import { useProposal, useWarehouses } from '../api/proposalsApi';
import { useConfirmProposal, useDeleteProposal } from '../api/proposalChanges';
import type { ProposalWithHistory } from '../api/types';
import { ProductSearchAdd } from '../components/ProductSearchAdd';
import { ProposalFormDialog } from '../components/ProposalFormDialog';
import { ProposalHistory } from '../components/ProposalHistory';
import { ProposalPrices } from '../components/ProposalPrices';
import { StateChip } from '../components/StateChip';
import { useT } from '../i18n';
import { isEditable, validityText } from '../proposalRules';

/** A positive whole number from the address bar, else `fallback`. */
const wholeNumber = (s: string | null | undefined, fallback: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A proposal's page (/profile/price-lists/:proposalId): its details and state, its prices 50 a
 * page, and for its author while it is editable: change, delete, add prices and send it to
 * validation. Published (and every other submitted) proposals are read-only.
 */
export default function ProposalPage() {
  const t = useT();
  const id = wholeNumber(useParams().proposalId, 0);
  const proposal = useProposal(id);
  const { user } = useCurrentUser();
  useDocumentTitle(proposal.data?.name ?? t('pricelists.list.title'));
  // An approver opens others' proposals from the approvals: back there.
  const fromApprovals = proposal.data && proposal.data.authorUserId !== user?.userId;
  return (
    <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={fromApprovals ? '/profile/price-lists/approvals' : '/profile/price-lists'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}>
        <ArrowBackIcon fontSize="small" />
        {fromApprovals ? t('pricelists.approvals.title') : t('pricelists.proposal.back')}
      </Link>
      {proposal.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {proposal.isError && <Alert severity="error">{proposal.error.message || t('pricelists.proposal.loadError')}</Alert>}
      {proposal.data && <ProposalBody proposal={proposal.data} />}
    </Box>
  );
}

function ProposalBody({ proposal }: { proposal: ProposalWithHistory }) {
  const t = useT();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const page = wholeNumber(useSearchParams()[0].get('page'), 1);
  const warehouses = useWarehouses();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'delete' | 'confirm' | null>(null);
  const remove = useDeleteProposal();
  const confirm = useConfirmProposal();
  const id = proposal.priceListProposalId;
  const editable = isEditable(proposal) && proposal.authorUserId === user?.userId;
  const warehouse =
    proposal.warehouseId === null
      ? t('pricelists.proposal.allWarehouses')
      : (warehouses.data?.find((w) => w.warehouseId === proposal.warehouseId)?.name ?? `#${proposal.warehouseId}`);
  const failed = (e: Error) => {
    setAsking(null);
    notify({ variant: 'error', message: e.message });
  };

  return (
    <>
      <Box component="section" aria-labelledby="proposal-title" sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id="proposal-title" component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {proposal.name}
          </Typography>
          <StateChip stateId={proposal.publicationStateId} />
        </Box>
        <Typography>{t('pricelists.list.priceList', { name: proposal.priceList.name })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {validityText(proposal)} · {t('pricelists.proposal.warehouse', { name: warehouse })}
        </Typography>
        {proposal.refusalReason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('pricelists.proposal.refused', { reason: proposal.refusalReason })}
          </Alert>
        )}
        {!editable && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('pricelists.proposal.readOnly')}
          </Alert>
        )}
        {editable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button variant="contained" onClick={() => setAsking('confirm')} disabled={proposal.itemCount === 0}>
              {t('pricelists.proposal.confirm')}
            </Button>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('pricelists.proposal.edit')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking('delete')}>
              {t('pricelists.proposal.delete')}
            </Button>
          </Box>
        )}
      </Box>
      {editable && <ProductSearchAdd proposalId={id} />}
      <ProposalPrices proposalId={id} page={page} editable={editable} />
      <ProposalHistory history={proposal.history} />
      <ProposalFormDialog open={editing} proposal={proposal} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('pricelists.proposal.deleteTitle')}
        text={t('pricelists.proposal.deleteText', { name: proposal.name })}
        confirmLabel={t('pricelists.proposal.delete')}
        cancelLabel={t('pricelists.form.cancel')}
        busy={remove.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify({ variant: 'success', message: t('pricelists.proposal.deleted') });
              void navigate('/profile/price-lists', { replace: true });
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        open={asking === 'confirm'}
        title={t('pricelists.proposal.confirmTitle')}
        text={t('pricelists.proposal.confirmText')}
        confirmLabel={t('pricelists.proposal.confirm')}
        cancelLabel={t('pricelists.form.cancel')}
        destructive={false}
        busy={confirm.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() =>
          confirm.mutate(id, {
            onSuccess: () => {
              setAsking(null);
              notify({ variant: 'success', message: t('pricelists.proposal.confirmed') });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
