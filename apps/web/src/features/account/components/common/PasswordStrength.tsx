import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '../../schemas/passwordRules';
import { useT } from '../../i18n';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** A strength bar with its level in words (the colour alone would not reach everyone). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const t = useT();
  if (!password) return null;
  const score = passwordStrength(password);
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
      </Typography>
    </Box>
  );
}
