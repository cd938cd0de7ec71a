import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@spesa/domain';
import { useT } from '../../i18n';
import { PasswordField } from './PasswordField';
import { PasswordStrength } from './PasswordStrength';

type WithPasswordPair = FieldValues & { password: string; confirm: string };

interface Props<T extends WithPasswordPair> {
  form: UseFormReturn<T>;
  /** 'Password' at registration, 'Nuova password' when changing it. */
  label: string;
  confirmLabel: string;
}

/** A new password with the policy hint and a strength bar, then the same password again. */
export function NewPasswordFields<T extends WithPasswordPair>({ form, label, confirmLabel }: Props<T>) {
  const t = useT();
  const { errors } = form.formState;
  const password = form.watch('password' as Path<T>) as string;
  // The registration form has the e-mail; the password pages do not (the server knows it).
  const email = form.watch('email' as Path<T>) as unknown;
  const passwordError = errors.password?.message;
  const confirmError = errors.confirm?.message;
  return (
    <>
      <PasswordField
        {...form.register('password' as Path<T>)}
        label={label}
        autoComplete="new-password"
        required
        fullWidth
        error={!!passwordError}
        helperText={
          typeof passwordError === 'string'
            ? passwordError
            : t('account.password.hint', { min: PASSWORD_MIN_LENGTH })
        }
      />
      <PasswordStrength password={password ?? ''} email={typeof email === 'string' ? email : undefined} />
      <PasswordField
        {...form.register('confirm' as Path<T>)}
        label={confirmLabel}
        autoComplete="new-password"
        required
        fullWidth
        error={!!confirmError}
        helperText={typeof confirmError === 'string' ? confirmError : undefined}
      />
    </>
  );
}
