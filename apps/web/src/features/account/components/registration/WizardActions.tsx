import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n';

interface Props {
  onBack?: () => void;
  nextLabel?: string;
  busy?: boolean;
}

/** Indietro / Avanti at the bottom of each step; Avanti submits the step's form. */
export function WizardActions({ onBack, nextLabel, busy }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
      {onBack ? (
        <Button variant="outlined" onClick={onBack} disabled={busy}>
          {t('account.registration.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 120 }}>
        {nextLabel ?? t('account.registration.next')}
      </Button>
    </Box>
  );
}
