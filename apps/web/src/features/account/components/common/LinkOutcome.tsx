import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';

interface Props {
  state: 'pending' | 'success' | 'error';
  /** Success or failure text (the server's words when it gave some). */
  message: string | null;
  /** Buttons for what to do next. */
  children?: ReactNode;
}

/** What a page opened from an e-mailed link shows: working, done, or why not. */
export function LinkOutcome({ state, message, children }: Props) {
  const t = useT();
  if (state === 'pending')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('account.link.checking')}</Typography>
      </Box>
    );
  return (
    <>
      <Alert
        severity={state === 'success' ? 'success' : 'error'}
        role={state === 'error' ? 'alert' : 'status'}
      >
        {message}
      </Alert>
      {children && (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 3 }}>
          {children}
        </Box>
      )}
    </>
  );
}
