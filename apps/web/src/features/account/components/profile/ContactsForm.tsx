import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { UserDetail } from '@spesa/domain';
import { useUpdateContact } from '../../api/profileApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { contactsSchema, type ContactsValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';
import { formGrid } from './UserDataForm';

/** update_contact: the numbers the shop (and the driver) can call. */
export function ContactsForm({ detail }: { detail: UserDetail }) {
  const t = useT();
  const form = useForm<ContactsValues>({
    resolver: zodResolver(contactsSchema),
    defaultValues: { phone: detail.phone ?? '', mobilePhone: detail.mobilePhone ?? '' },
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, ['phone', 'mobilePhone']);
  const save = useUpdateContact();
  return (
    <ProfileSection title={t('account.contacts.title')}>
      <FormMessage text={feedback.general} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(
            { phone: v.phone || null, mobilePhone: v.mobilePhone || null },
            { onSuccess: (r) => feedback.succeed(r.message), onError: feedback.fail },
          ),
        )}
        sx={formGrid}
      >
        <FormTextField
          form={form}
          name="phone"
          label={t('account.contacts.phone')}
          extra={{ type: 'tel', autoComplete: 'tel' }}
        />
        <FormTextField
          form={form}
          name="mobilePhone"
          label={t('account.contacts.mobilePhone')}
          extra={{ type: 'tel', autoComplete: 'tel' }}
        />
        <SaveButton busy={save.isPending} />
      </Box>
    </ProfileSection>
  );
}
