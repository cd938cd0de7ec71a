import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/domain';
import {
  consentKey,
  consentsStepSchema,
  isConsentRequired,
  type ConsentsStepValues,
} from '../../schemas/registrationSchemas';
import { useT } from '../../i18n';
import { ConsentCheckbox } from '../common/ConsentCheckbox';
import { FormMessage } from '../common/FormMessage';
import { useServerError, type ServerError } from './useServerError';
import { WizardActions } from './WizardActions';

export interface ConsentsStepProps {
  values: ConsentsStepValues;
  withCard: boolean;
  busy: boolean;
  onSubmit: (values: ConsentsStepValues, disclaimers: RegistrationDisclaimer[]) => void;
  onBack: (values: ConsentsStepValues) => void;
  serverError?: ServerError | null;
  focusHeading: boolean;
}

/** The consent boxes of step 4, once the texts are loaded. */
export function ConsentsStepForm(props: ConsentsStepProps & { list: RegistrationDisclaimer[] }) {
  const { list, values, withCard, busy, onSubmit, onBack, serverError } = props;
  const t = useT();
  const sorted = useMemo(() => [...list].sort((a, b) => a.position - b.position), [list]);
  const form = useForm<ConsentsStepValues>({
    resolver: zodResolver(consentsStepSchema(sorted, withCard)),
    defaultValues: {
      consents: Object.fromEntries(
        sorted.map((d) => [consentKey(d), values.consents[consentKey(d)] ?? false]),
      ),
    },
    mode: 'onTouched',
  });
  const fields = useMemo(() => sorted.map((d) => `consents.${consentKey(d)}`), [sorted]);
  // The API names a refused consent 'disclaimers.<id>'; the form calls it 'consents.c<id>'.
  const mapped = serverError?.field?.startsWith('disclaimers.')
    ? { ...serverError, field: `consents.c${serverError.field.slice('disclaimers.'.length)}` }
    : serverError;
  const general = useServerError(mapped, fields, form.setError);
  const errors = form.formState.errors.consents;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v, sorted))}>
      <FormMessage text={general} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('account.registration.consentsIntro')}
      </Typography>
      {sorted.map((d) => (
        <Controller
          key={d.registrationDisclaimerId}
          name={`consents.${consentKey(d)}`}
          control={form.control}
          render={({ field }) => (
            <ConsentCheckbox
              disclaimer={d}
              required={isConsentRequired(d, withCard)}
              checked={field.value === true}
              inputRef={field.ref}
              onChange={(checked) => {
                field.onChange(checked);
                field.onBlur();
              }}
              error={errors?.[consentKey(d)]?.message}
            />
          )}
        />
      ))}
      <WizardActions
        onBack={() => onBack(form.getValues())}
        nextLabel={t('account.registration.submit')}
        busy={busy}
      />
    </Box>
  );
}
