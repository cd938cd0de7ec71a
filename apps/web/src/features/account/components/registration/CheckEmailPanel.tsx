import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink } from 'react-router';
import { useResendConfirmation } from '../../api/registrationApi';
import { errorText } from '../../api/result';
import { useT } from '../../i18n';
import { DevOutboxLink } from '../common/DevOutboxLink';
import { FormMessage } from '../common/FormMessage';

/** After sign-up: the account waits for the e-mail link; the mail can be sent again. */
export function CheckEmailPanel({ email }: { email: string }) {
  const t = useT();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const resend = useResendConfirmation({
    onSuccess: (info) => setMessage({ text: info ?? t('account.checkEmail.resent'), ok: true }),
    onError: (e) => setMessage({ text: errorText(e, t('common.genericError')), ok: false }),
  });
  return (
    <Box sx={{ textAlign: 'center' }}>
      <MarkEmailReadOutlinedIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
      <Typography component="h2" variant="h2" sx={{ my: 2 }}>
        {t('account.checkEmail.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('account.checkEmail.text', { email })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.checkEmail.spam')}
      </Typography>
      <FormMessage text={message?.text ?? null} severity={message?.ok ? 'success' : 'error'} />
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}
      >
        <Button variant="outlined" onClick={() => resend.mutate(email)} disabled={resend.isPending}>
          {t('account.checkEmail.resend')}
        </Button>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('account.checkEmail.login')}
        </Button>
      </Box>
      <Box sx={{ textAlign: 'left' }}>
        <DevOutboxLink />
      </Box>
    </Box>
  );
}
