import Chip from '@mui/material/Chip';
import { PUBLICATION_STATE } from '@spesa/domain';
import { stateLabel } from '../proposalRules';

const COLOURS: Record<number, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {
  [PUBLICATION_STATE.inProgress]: 'default',
  [PUBLICATION_STATE.removed]: 'default',
  [PUBLICATION_STATE.published]: 'success',
  [PUBLICATION_STATE.scheduled]: 'info',
  [PUBLICATION_STATE.inValidation]: 'warning',
  [PUBLICATION_STATE.notApproved]: 'error',
  [PUBLICATION_STATE.approved]: 'success',
  [PUBLICATION_STATE.importCompleted]: 'default',
};

/** A proposal's publication state, with the spec's label. */
export function StateChip({ stateId }: { stateId: number }) {
  return <Chip size="small" variant="outlined" color={COLOURS[stateId] ?? 'default'} label={stateLabel(stateId)} />;
}
