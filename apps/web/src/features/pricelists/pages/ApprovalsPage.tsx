import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PUBLICATION_STATE } from '@spesa/domain';
import { useCurrentUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { notify } from '../../../lib/events';
import { useProposals } from '../api/proposalsApi';
import { useApproveProposal } from '../api/proposalChanges';
import type { Proposal } from '../api/types';
import { ProposalCard, proposalGrid } from '../components/ProposalCard';
import { RefuseDialog } from '../components/RefuseDialog';
import { useT } from '../i18n';
import { stateLabel } from '../proposalRules';

/**
 * The approver's screen (/profile/price-lists/approvals): others' proposals in validation, each
 * approved (published at once when its start has come, else scheduled) or refused with a reason.
 */
export default function ApprovalsPage() {
  const t = useT();
  const title = t('pricelists.approvals.title');
  useDocumentTitle(title);
  const { user } = useCurrentUser();
  const proposals = useProposals();
  const approve = useApproveProposal();
  const [refusing, setRefusing] = useState<Proposal | null>(null);
  const waiting = (proposals.data ?? []).filter(
    (p) => p.publicationStateId === PUBLICATION_STATE.inValidation && p.authorUserId !== user?.userId,
  );
  const approveOne = (p: Proposal) =>
    approve.mutate(p.priceListProposalId, {
      onSuccess: (answer) =>
        notify({
          variant: 'success',
          message: t('pricelists.approvals.approved', { name: p.name, state: stateLabel(answer.publicationStateId) }),
        }),
      onError: (e) => notify({ variant: 'error', message: e.message }),
    });

  return (
    <Box component="section" aria-labelledby="approvals-title" sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Typography id="approvals-title" component="h2" variant="h2">
        {title}
      </Typography>
      {proposals.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {proposals.isError && <Alert severity="error">{t('pricelists.list.loadError')}</Alert>}
      {proposals.isSuccess && waiting.length === 0 && <Alert severity="info">{t('pricelists.approvals.empty')}</Alert>}
      {waiting.length > 0 && (
        <Box component="ul" aria-labelledby="approvals-title" sx={proposalGrid}>
          {waiting.map((p) => (
            <ProposalCard key={p.priceListProposalId} proposal={p}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                <Button
                  variant="contained"
                  color="success"
                  aria-label={t('pricelists.approvals.approveOf', { name: p.name })}
                  disabled={approve.isPending}
                  onClick={() => approveOne(p)}
                >
                  {t('pricelists.approvals.approve')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  aria-haspopup="dialog"
                  aria-label={t('pricelists.approvals.refuseOf', { name: p.name })}
                  onClick={() => setRefusing(p)}
                >
                  {t('pricelists.approvals.refuse')}
                </Button>
              </Box>
            </ProposalCard>
          ))}
        </Box>
      )}
      <RefuseDialog proposal={refusing} onClose={() => setRefusing(null)} />
    </Box>
  );
}
