import { useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usePasswordChecker } from '../../hooks/usePasswordChecker';
import { useT } from '../../i18n';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * A strength bar with its level in words (the colour alone would not reach everyone), scored by
 * the same rule the server applies; when the server would refuse the password, it says why.
 */
export function PasswordStrength({ password, email, id }: { password: string; email?: string; id?: string }) {
  const t = useT();
  const check = usePasswordChecker();
  // The form re-renders on every keystroke in any field; score only when the password changes.
  const verdict = useMemo(() => (password && check ? check(password, email) : null), [check, password, email]);
  if (!verdict) return null;
  const { score, error } = verdict;
  const level = t(`account.password.strength.${score}`);
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / 4) * 100}
        color={COLORS[score]}
        aria-hidden="true"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
        {t('account.password.strength.label', { level })}
        {error ? ` ${error}` : ''}
      </Typography>
    </Box>
  );
}
