import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useRequestPasswordReset } from '../api/registrationApi';
import { errorText } from '../api/result';
import { AccountPage } from '../components/common/AccountPage';
import { DevOutboxLink } from '../components/common/DevOutboxLink';
import { FormMessage } from '../components/common/FormMessage';
import { FormTextField } from '../components/common/FormTextField';
import { resetRequestSchema, type ResetRequestValues } from '../schemas/resetSchemas';
import { useT } from '../i18n';

/**
 * 'Password dimenticata?': e-mail and fiscal code. The answer is the same whether or not an
 * account matches, so the page cannot be used to find out who is a customer.
 */
export default function ResetPasswordRequestPage() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '', fiscalCode: '' },
    mode: 'onTouched',
  });
  const request = useRequestPasswordReset({
    onSuccess: (info) => setSent(info ?? t('account.reset.sent')),
  });
  return (
    <AccountPage
      title={t('account.reset.requestTitle')}
      intro={sent ? undefined : t('account.reset.requestIntro')}
    >
      {sent ? (
        <>
          <FormMessage text={sent} severity="success" />
          <DevOutboxLink />
        </>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit((v) => request.mutate(v))}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormMessage text={request.isError ? errorText(request.error, t('common.genericError')) : null} />
          <FormTextField
            form={form}
            name="email"
            label={t('account.login.email')}
            extra={{ required: true, type: 'email', inputMode: 'email', autoComplete: 'username' }}
          />
          <FormTextField
            form={form}
            name="fiscalCode"
            label={t('account.reset.taxCode')}
            extra={{ required: true, maxLength: 16, upper: true }}
          />
          <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
            {t('account.reset.requestSubmit')}
          </Button>
        </Box>
      )}
      <Button component={RouterLink} to="/login" sx={{ mt: 2 }}>
        {t('account.reset.backToLogin')}
      </Button>
    </AccountPage>
  );
}
