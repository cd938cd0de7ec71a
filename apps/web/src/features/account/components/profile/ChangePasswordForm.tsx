import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useUpdatePassword } from '../../api/securityApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { changePasswordSchema, type ChangePasswordValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { PasswordField } from '../common/PasswordField';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';

const EMPTY = { oldPassword: '', password: '', confirm: '' };

/** update_password: the current password, then the new one twice; other sessions end. */
export function ChangePasswordForm({ email }: { email: string }) {
  const t = useT();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema(email)),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, ['oldPassword', 'password'], {
    old_password: 'oldPassword',
    new_password: 'password',
  });
  const change = useUpdatePassword({
    onSuccess: (info) => {
      form.reset(EMPTY);
      feedback.succeed(info);
    },
    onError: feedback.fail,
  });
  const oldError = form.formState.errors.oldPassword?.message;
  return (
    <ProfileSection
      title={t('account.security.passwordTitle')}
      description={t('account.security.passwordText')}
    >
      <FormMessage text={feedback.general} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) => change.mutate({ oldPassword: v.oldPassword, newPassword: v.password }))}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        {/* Hidden username: password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...form.register('oldPassword')}
          label={t('account.security.oldPassword')}
          autoComplete="current-password"
          required
          fullWidth
          error={!!oldError}
          helperText={oldError}
        />
        <NewPasswordFields
          form={form}
          label={t('account.security.newPassword')}
          confirmLabel={t('account.security.confirm')}
        />
        <SaveButton busy={change.isPending} label={t('account.security.passwordSubmit')} />
      </Box>
    </ProfileSection>
  );
}
