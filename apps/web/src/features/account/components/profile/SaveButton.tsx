import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useT } from '../../i18n';

/** The submit of a profile form, right-aligned on wide screens and full width on phones. */
export function SaveButton({ busy, label }: { busy: boolean; label?: string }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: '1 / -1' }}>
      <Button type="submit" variant="contained" disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {label ?? t('account.profile.save')}
      </Button>
    </Box>
  );
}
