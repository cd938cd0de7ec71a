import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Proposal } from '../api/types';
import { useT } from '../i18n';
import { validityText } from '../proposalRules';
import { StateChip } from './StateChip';

/** The list of proposal cards: one column on phones, two from 960 px. */
export const proposalGrid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
};

/** A proposal in a list: its name (a link to its page), state, price list, validity and size. */
export function ProposalCard({ proposal, children }: { proposal: Proposal; children?: ReactNode }) {
  const t = useT();
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Link
          component={RouterLink}
          to={`/profile/price-lists/${proposal.priceListProposalId}`}
          aria-label={t('pricelists.list.open', { name: proposal.name })}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {proposal.name}
        </Link>
        <StateChip stateId={proposal.publicationStateId} />
      </Box>
      <Typography variant="body2">{t('pricelists.list.priceList', { name: proposal.priceList.name })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {validityText(proposal)} · {t('pricelists.list.items', { count: proposal.itemCount })}
      </Typography>
      {proposal.refusalReason && (
        <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
          {t('pricelists.proposal.refused', { reason: proposal.refusalReason })}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
