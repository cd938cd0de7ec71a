import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n';

interface Props {
  id: string;
  label: string;
  text: string;
  checked: boolean;
  /** Technical cookies: shown on and not changeable. */
  locked?: boolean;
  onChange?: (checked: boolean) => void;
}

export function CookieSwitchRow({ id, label, text, checked, locked, onChange }: Props) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography
          component="label"
          htmlFor={id}
          variant="subtitle1"
          sx={{ fontWeight: 600, display: 'block' }}
        >
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={`${id}-text`}>
          {text}
          {locked && ` (${t('cookies.alwaysOn')})`}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        disabled={locked}
        onChange={(e) => onChange?.(e.target.checked)}
        slotProps={{ input: { id, 'aria-describedby': `${id}-text` } }}
      />
    </Box>
  );
}
