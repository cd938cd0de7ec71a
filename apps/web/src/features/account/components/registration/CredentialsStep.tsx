import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { credentialsStepSchema, type CredentialsStepValues } from '../../schemas/registrationSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { StepHeading } from './StepHeading';
import { useServerError, type ServerError } from './useServerError';
import { WizardActions } from './WizardActions';

interface Props {
  values: CredentialsStepValues;
  onNext: (values: CredentialsStepValues) => void;
  onBack: (values: CredentialsStepValues) => void;
  serverError?: ServerError | null;
  focusHeading: boolean;
  /** The server is checking the e-mail: Avanti waits. */
  busy?: boolean;
}

const FIELDS = ['email', 'password', 'confirm'];

/** Step 3: the e-mail is the username (not a PEC, cannot be changed later) and the password. */
export function CredentialsStep({ values, onNext, onBack, serverError, focusHeading, busy }: Props) {
  const t = useT();
  const form = useForm<CredentialsStepValues>({
    resolver: zodResolver(credentialsStepSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const general = useServerError(serverError, FIELDS, form.setError);
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <StepHeading focus={focusHeading}>{t('account.registration.steps.credentials')}</StepHeading>
      <FormMessage text={general} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* Said before the field, not as its helper text, so an error message cannot hide it. */}
        <Typography color="text.secondary">{t('account.registration.credentials.emailNote')}</Typography>
        <FormTextField
          form={form}
          name="email"
          label={t('account.registration.credentials.email')}
          extra={{
            required: true,
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
          }}
        />
        <NewPasswordFields
          form={form}
          label={t('account.registration.credentials.password')}
          confirmLabel={t('account.registration.credentials.confirm')}
        />
      </Box>
      <WizardActions onBack={() => onBack(form.getValues())} busy={busy} />
    </Box>
  );
}
