import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import type { ProposalHistoryEntry } from '../api/types';
import { useT } from '../i18n';
import { stateLabel } from '../proposalRules';

/** The proposal's moves, newest first, with the refusal's reason where there is one. */
export function ProposalHistory({ history }: { history: ProposalHistoryEntry[] }) {
  const t = useT();
  if (history.length === 0) return null;
  const newestFirst = [...history].reverse();
  return (
    <Box component="section" aria-labelledby="proposal-history" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id="proposal-history" component="h3" variant="h3">
        {t('pricelists.proposal.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
        {newestFirst.map((h, i) => (
          <Typography component="li" variant="body2" key={i}>
            {t('pricelists.proposal.historyLine', { at: formatDateTime(h.at), state: stateLabel(h.toStateId) })}
            {h.reason ? ` — ${h.reason}` : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
