import Box from '@mui/material/Box';
import { useT } from '../../lib/i18n';

/** Shown while the first route's code chunk loads (usually a blink). */
export function HydrateFallback() {
  const t = useT();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '50vh',
        color: 'text.secondary',
      }}
    >
      {t('common.loading')}
    </Box>
  );
}
