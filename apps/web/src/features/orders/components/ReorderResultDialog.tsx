import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link as RouterLink } from 'react-router';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import type { ReorderOutcome } from '../reorderResults';
import { useT } from '../i18n';

/** What "Ordina di nuovo" did, line by line: added, or not and why. */
export function ReorderResultDialog({
  outcome,
  onClose,
}: {
  outcome: ReorderOutcome | null;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const lines = outcome?.lines ?? [];
  const added = lines.filter((l) => l.added).length;
  return (
    <ResponsiveDialog open={outcome !== null} onClose={onClose} titleId={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{t('orders.reorder.title')}</DialogTitle>
      <DialogContent>
        {lines.length > 0 && (
          <Typography sx={{ mb: 1 }} role="status">
            {t('orders.reorder.summary', { added, total: lines.length })}
          </Typography>
        )}
        {outcome?.messages.map((m, i) => (
          <Alert key={i} severity="info" sx={{ mb: 1 }}>
            {m.message}
          </Alert>
        ))}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {lines.map((l, i) => (
            <Box
              component="li"
              key={`${l.name}-${i}`}
              sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {l.added ? (
                <CheckCircleOutlineIcon color="success" aria-hidden="true" />
              ) : (
                <ErrorOutlineIcon color="warning" aria-hidden="true" />
              )}
              <Box>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.name}</Typography>
                <Typography variant="body2" color={l.added ? 'text.secondary' : 'warning.dark'}>
                  {l.added
                    ? t('orders.reorder.added')
                    : `${t('orders.reorder.notAdded')}${l.message ? `: ${l.message}` : ''}`}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('orders.reorder.close')}</Button>
        <Button component={RouterLink} to="/cart" variant="contained" autoFocus>
          {t('orders.reorder.goToCart')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
