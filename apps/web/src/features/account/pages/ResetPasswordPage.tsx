import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { checkResetToken, useResetPassword } from '../api/registrationApi';
import { errorField, errorText } from '../api/result';
import { AccountPage } from '../components/common/AccountPage';
import { FormMessage } from '../components/common/FormMessage';
import { LinkOutcome } from '../components/common/LinkOutcome';
import { NewPasswordFields } from '../components/common/NewPasswordFields';
import { useLinkCall } from '../hooks/useLinkCall';
import { newPasswordSchema, type NewPasswordValues } from '../schemas/resetSchemas';
import { useT } from '../i18n';

/** /reset-password?e_mail&reset_token: check the link, then the new password twice. */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? '';
  const token = params.get('reset_token') ?? '';
  const check = useLinkCall('reset-check', [email, token], async () => {
    await checkResetToken(email, token);
    return null;
  });
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema(email)),
    defaultValues: { password: '', confirm: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword({
    onError: (e) => {
      if (errorField(e) === 'password')
        form.setError('password', { type: 'server', message: errorText(e, '') }, { shouldFocus: true });
    },
  });
  const title = t('account.reset.title');

  if (check.state !== 'success' || reset.isSuccess) {
    const done = reset.isSuccess;
    return (
      <AccountPage title={title}>
        <LinkOutcome
          state={done ? 'success' : check.state}
          message={done ? (reset.data ?? t('account.reset.done')) : check.message}
        >
          {done ? (
            <Button component={RouterLink} to="/login" variant="contained">
              {t('account.login.submit')}
            </Button>
          ) : (
            <Button component={RouterLink} to="/reset-password-request" variant="outlined">
              {t('account.reset.requestNew')}
            </Button>
          )}
        </LinkOutcome>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title} intro={t('account.reset.intro', { email })}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) => reset.mutate({ email, token, password: v.password }))}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormMessage
          text={
            reset.isError && errorField(reset.error) !== 'password'
              ? errorText(reset.error, t('common.genericError'))
              : null
          }
        />
        <NewPasswordFields
          form={form}
          label={t('account.reset.newPassword')}
          confirmLabel={t('account.reset.confirm')}
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          {t('account.reset.submit')}
        </Button>
      </Box>
    </AccountPage>
  );
}
