import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { UserDisclaimer } from '@spesa/domain';
import { useUpdateConsents } from '../../api/consentsApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import {
  consentKey,
  consentsStepSchema,
  isConsentRequired,
  type ConsentsStepValues,
} from '../../schemas/registrationSchemas';
import { useT } from '../../i18n';
import { ConsentCheckbox } from '../common/ConsentCheckbox';
import { FormMessage } from '../common/FormMessage';
import { SaveButton } from './SaveButton';

/** The consent boxes with their current choices; required ones cannot be withdrawn once given. */
export function ProfileConsentsForm({ list, hasCard }: { list: UserDisclaimer[]; hasCard: boolean }) {
  const t = useT();
  const sorted = useMemo(() => [...list].sort((a, b) => a.position - b.position), [list]);
  const form = useForm<ConsentsStepValues>({
    resolver: zodResolver(consentsStepSchema(sorted, hasCard)),
    defaultValues: { consents: Object.fromEntries(sorted.map((d) => [consentKey(d), d.value === true])) },
  });
  const feedback = useServerFeedback(form, []);
  const save = useUpdateConsents();
  const errors = form.formState.errors.consents;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        save.mutate(
          sorted.map((d) => ({
            registrationDisclaimerId: d.registrationDisclaimerId,
            value: v.consents[consentKey(d)] === true,
          })),
          { onSuccess: () => feedback.succeed(t('account.consents.saved')), onError: feedback.fail },
        ),
      )}
    >
      <FormMessage text={feedback.general} />
      {sorted.map((d) => {
        const required = isConsentRequired(d, hasCard);
        // An accepted required consent cannot be withdrawn here (the API refuses it).
        const locked = required && d.value === true;
        return (
          <Controller
            key={d.registrationDisclaimerId}
            name={`consents.${consentKey(d)}`}
            control={form.control}
            render={({ field }) => (
              <ConsentCheckbox
                disclaimer={d}
                required={required}
                checked={field.value === true}
                inputRef={field.ref}
                disabled={locked}
                note={locked ? t('account.consents.lockedNote') : undefined}
                onChange={field.onChange}
                error={errors?.[consentKey(d)]?.message}
              />
            )}
          />
        );
      })}
      <Box sx={{ mt: 2 }}>
        <SaveButton busy={save.isPending} label={t('account.consents.save')} />
      </Box>
    </Box>
  );
}
