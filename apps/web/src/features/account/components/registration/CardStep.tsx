import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { cardStepSchema, type CardStepValues } from '../../schemas/registrationSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { StepHeading } from './StepHeading';
import { useServerError, type ServerError } from './useServerError';
import { WizardActions } from './WizardActions';

interface Props {
  values: CardStepValues;
  onNext: (values: CardStepValues) => void;
  serverError?: ServerError | null;
  focusHeading: boolean;
  /** The server is checking card and code: Avanti waits. */
  busy?: boolean;
}

const FIELDS = ['cardCode', 'holderCode'] as const;

/** Step 1: register with the CAMI card (13-digit code + the holder's tax code) or without. */
export function CardStep({ values, onNext, serverError, focusHeading, busy }: Props) {
  const t = useT();
  const { control, register, handleSubmit, setError, formState } = useForm<CardStepValues>({
    resolver: zodResolver(cardStepSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const general = useServerError(serverError, FIELDS, setError);
  const { errors } = formState;
  const hasCard = useWatch({ control, name: 'hasCard' }) === 'yes';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onNext)}>
      <StepHeading focus={focusHeading}>{t('account.registration.steps.card')}</StepHeading>
      <FormMessage text={general} />
      <Controller
        name="hasCard"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('account.registration.card.question')}</FormLabel>
            <RadioGroup {...field}>
              <FormControlLabel value="yes" control={<Radio />} label={t('account.registration.card.yes')} />
              <FormControlLabel value="no" control={<Radio />} label={t('account.registration.card.no')} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {hasCard && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <TextField
            {...register('cardCode')}
            label={t('account.registration.card.cardCode')}
            required
            error={!!errors.cardCode}
            helperText={errors.cardCode?.message ?? t('account.registration.card.cardCodeHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, autoComplete: 'off' } }}
          />
          <TextField
            {...register('holderCode')}
            label={t('account.registration.card.holderCode')}
            required
            error={!!errors.holderCode}
            helperText={errors.holderCode?.message ?? t('account.registration.card.holderCodeHint')}
            sx={{ '& input': { textTransform: 'uppercase' } }}
            slotProps={{ htmlInput: { maxLength: 16, autoCapitalize: 'characters', spellCheck: false } }}
          />
        </Box>
      )}
      <WizardActions busy={busy} />
    </Box>
  );
}
