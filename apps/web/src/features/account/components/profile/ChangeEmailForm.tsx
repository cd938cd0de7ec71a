import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useRequestEmailChange } from '../../api/securityApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { changeEmailSchema, type ChangeEmailValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { DevOutboxLink } from '../common/DevOutboxLink';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';

/**
 * update_email_request: a link goes to the new address; the change happens only when it is
 * opened (/profile/update-email?token), after which the customer logs in again.
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema(email)),
    defaultValues: { newEmail: '' },
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, ['newEmail'], { new_email: 'newEmail' });
  const request = useRequestEmailChange({
    onSuccess: (info) => {
      feedback.clear();
      setSent(info ?? t('account.security.emailSent'));
      form.reset({ newEmail: '' });
    },
    onError: feedback.fail,
  });
  return (
    <ProfileSection
      title={t('account.security.emailTitle')}
      description={t('account.security.currentEmail', { email })}
    >
      <FormMessage text={feedback.general} />
      <FormMessage text={sent} severity="success" />
      {sent && <DevOutboxLink />}
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) => request.mutate(v.newEmail))}
        sx={{ display: 'grid', gap: 2, maxWidth: 480, mt: sent ? 2 : 0 }}
      >
        <FormTextField
          form={form}
          name="newEmail"
          label={t('account.security.newEmail')}
          extra={{
            required: true,
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            hint: t('account.security.newEmailHint'),
          }}
        />
        <SaveButton busy={request.isPending} label={t('account.security.emailSubmit')} />
      </Box>
    </ProfileSection>
  );
}
