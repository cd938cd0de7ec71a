import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import type { UserDetail } from '@spesa/domain';
import { useUpdateBilling } from '../../api/profileApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { billingSchema, type AddressValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { AddressFields } from './AddressFields';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';

const FIELDS = ['address1', 'addressNumber', 'city', 'province', 'postalcode'];

/** update_billing_address (spec: billing data must be saved before confirming an order). */
export function BillingForm({ detail }: { detail: UserDetail }) {
  const t = useT();
  const a = detail.billingAddress;
  const form = useForm<AddressValues>({
    resolver: zodResolver(billingSchema),
    defaultValues: {
      address1: a?.address1 ?? '',
      addressNumber: a?.addressNumber ?? '',
      city: a?.city ?? '',
      province: a?.province ?? '',
      postalcode: a?.postalcode ?? '',
    },
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, FIELDS);
  const save = useUpdateBilling();
  return (
    <ProfileSection title={t('account.billing.title')} description={t('account.billing.description')}>
      <FormMessage text={feedback.general} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v, { onSuccess: (r) => feedback.succeed(r.message), onError: feedback.fail }),
        )}
        sx={{ display: 'grid', gap: 2 }}
      >
        <AddressFields form={form} />
        <SaveButton busy={save.isPending} />
      </Box>
    </ProfileSection>
  );
}
