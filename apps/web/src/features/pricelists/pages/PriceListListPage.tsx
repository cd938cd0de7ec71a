import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProposals } from '../api/proposalsApi';
import { usePriceListRoles } from '../api/rolesApi';
import type { Proposal } from '../api/types';
import { ProposalCard, proposalGrid } from '../components/ProposalCard';
import { ProposalFormDialog } from '../components/ProposalFormDialog';
import { useT } from '../i18n';
import { PUBLICATION_STATES, stateLabel } from '../proposalRules';

const STATE_PARAM = 'stato';

/**
 * PriceListList (/profile/price-lists): the person's proposals grouped by publication state, a
 * filter on one state (kept in the address bar), and a new proposal.
 */
export default function PriceListListPage() {
  const t = useT();
  const title = t('pricelists.list.title');
  useDocumentTitle(title);
  const { user } = useCurrentUser();
  const roles = usePriceListRoles();
  const proposals = useProposals();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const stateParam = params.get(STATE_PARAM);
  const state = stateParam !== null && PUBLICATION_STATES.some((s) => String(s) === stateParam) ? Number(stateParam) : null;
  // An approver also sees others' submitted proposals: this page lists one's own.
  const mine = (proposals.data ?? []).filter((p) => p.authorUserId === user?.userId);
  const shown = state === null ? mine : mine.filter((p) => p.publicationStateId === state);
  const groups = PUBLICATION_STATES.map((s) => [s, shown.filter((p) => p.publicationStateId === s)] as const).filter(
    ([, ps]) => ps.length > 0,
  );

  const chooseState = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(STATE_PARAM);
    else next.set(STATE_PARAM, value);
    setParams(next, { replace: true });
  };

  const created = (p: Proposal) => void navigate(`/profile/price-lists/${p.priceListProposalId}`);

  return (
    <Box component="section" aria-labelledby="price-lists-title" sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="price-lists-title" component="h2" variant="h2">
          {title}
        </Typography>
        {roles.approves && (
          <Link component={RouterLink} to="/profile/price-lists/approvals">
            {t('pricelists.list.approvals')}
          </Link>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('pricelists.list.create')}
        </Button>
        <TextField
          select
          size="small"
          label={t('pricelists.list.filter')}
          value={state === null ? '' : String(state)}
          onChange={(e) => chooseState(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <option value="">{t('pricelists.list.allStates')}</option>
          {PUBLICATION_STATES.map((s) => (
            <option key={s} value={s}>
              {stateLabel(s)}
            </option>
          ))}
        </TextField>
      </Box>
      {proposals.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {proposals.isError && <Alert severity="error">{t('pricelists.list.loadError')}</Alert>}
      {proposals.isSuccess && mine.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setCreating(true)}>
              {t('pricelists.list.create')}
            </Button>
          }
        >
          {t('pricelists.list.empty')}
        </Alert>
      )}
      {proposals.isSuccess && mine.length > 0 && shown.length === 0 && (
        <Alert severity="info">{t('pricelists.list.emptyFiltered')}</Alert>
      )}
      {groups.map(([s, ps]) => (
        <Box key={s} component="section" aria-labelledby={`state-${s}`} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={`state-${s}`} component="h3" variant="h3">
            {stateLabel(s)} ({ps.length})
          </Typography>
          <Box component="ul" sx={proposalGrid}>
            {ps.map((p) => (
              <ProposalCard key={p.priceListProposalId} proposal={p} />
            ))}
          </Box>
        </Box>
      ))}
      <ProposalFormDialog open={creating} onClose={() => setCreating(false)} onSaved={created} />
    </Box>
  );
}
