import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPinComplete } from '../../schemas/loginSchema';
import { useT } from '../../i18n';
import { DevOutboxLink } from '../common/DevOutboxLink';
import { ResendCountdown } from './ResendCountdown';

interface Props {
  busy: boolean;
  secondsLeft: number;
  /** The server's own words about where the code went, if it sent any. */
  info: string | null;
  onSubmit: (pin: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The code step that replaces the credential fields when the server answers status 4. */
export function CodeStepForm({ busy, secondsLeft, info, onSubmit, onResend, onBack }: Props) {
  const t = useT();
  const [pin, setPin] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The fields were swapped under the keyboard user: put the cursor where typing continues.
  useEffect(() => input.current?.focus(), []);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Spec: with fewer than 6 characters the submit does nothing.
        if (isPinComplete(pin) && !busy) onSubmit(pin);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography role="status">{info ?? t('account.mfa.sent')}</Typography>
      <TextField
        inputRef={input}
        label={t('account.mfa.code')}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\s+/g, ''))}
        autoComplete="one-time-code"
        required
        fullWidth
        helperText={t('account.mfa.codeHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20, spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {t('account.mfa.submit')}
      </Button>
      <ResendCountdown secondsLeft={secondsLeft} busy={busy} onResend={onResend} />
      <Button variant="text" onClick={onBack} sx={{ alignSelf: 'flex-start', px: 0 }}>
        {t('account.mfa.back')}
      </Button>
      <DevOutboxLink />
    </Box>
  );
}
