import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { loginSchema, type LoginValues } from '../../schemas/loginSchema';
import { useT } from '../../i18n';
import { PasswordField } from '../common/PasswordField';

interface Props {
  busy: boolean;
  onSubmit: (values: { login: string; password: string; rememberMe: boolean }) => void;
  /** Called when a link leaves the form (the dialog closes itself). */
  onNavigate?: () => void;
  defaultEmail?: string;
}

/** E-mail, password with show/hide, 'Ricordami' and 'Password dimenticata?' (spec section 2). */
export function CredentialsForm({ busy, onSubmit, onNavigate, defaultEmail = '' }: Props) {
  const t = useT();
  const { control, register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
    mode: 'onTouched',
  });
  const { errors } = formState;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) =>
        onSubmit({ login: v.email.trim(), password: v.password, rememberMe: v.rememberMe }),
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <TextField
        {...register('email')}
        label={t('account.login.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
        error={!!errors.email}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordField
        {...register('password')}
        label={t('account.login.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={!!errors.password}
        helperText={errors.password?.message}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Controller
          name="rememberMe"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('account.login.rememberMe')}
            />
          )}
        />
        <Link component={RouterLink} to="/reset-password-request" onClick={onNavigate} sx={{ py: 1 }}>
          {t('account.login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {t('account.login.submit')}
      </Button>
    </Box>
  );
}
