import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { USER_TYPE_BUSINESS, type UserDetail } from '@spesa/domain';
import { useUpdateUserDetail } from '../../api/profileApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { userDataSchema, type UserDataValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { ProfileSection } from './ProfileSection';
import { SaveButton } from './SaveButton';

const FIELDS = ['firstName', 'lastName', 'fiscalCode', 'companyName', 'pec', 'sdiCode'];
export const formGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** update_user_detail: name and fiscal code; for businesses also company name, PEC, SDI code. */
export function UserDataForm({ detail }: { detail: UserDetail }) {
  const t = useT();
  const business = detail.userTypeId === USER_TYPE_BUSINESS;
  const form = useForm<UserDataValues>({
    resolver: zodResolver(userDataSchema(business)),
    defaultValues: {
      firstName: detail.firstName,
      lastName: detail.lastName,
      fiscalCode: detail.fiscalCode ?? '',
      companyName: detail.companyName ?? '',
      pec: detail.pec ?? '',
      sdiCode: detail.sdiCode ?? '',
    },
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, FIELDS);
  const save = useUpdateUserDetail();
  const f = (name: keyof UserDataValues, key: string, extra = {}) => (
    <FormTextField form={form} name={name} label={t(key)} extra={extra} />
  );
  // The loyalty card is issued to this fiscal code; the API refuses to change it.
  const cardLock = detail.fidelityCard ? { readOnly: true, hint: t('account.profile.fiscalCodeLocked') } : {};
  return (
    <ProfileSection title={t('account.profile.userDataTitle')}>
      <FormMessage text={feedback.general} />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(
            {
              firstName: v.firstName,
              lastName: v.lastName,
              fiscalCode: v.fiscalCode || null,
              ...(business && { companyName: v.companyName, pec: v.pec, sdiCode: v.sdiCode }),
            },
            { onSuccess: (r) => feedback.succeed(r.message), onError: feedback.fail },
          ),
        )}
        sx={formGrid}
      >
        {f('firstName', 'account.registration.personal.firstName', {
          required: true,
          autoComplete: 'given-name',
        })}
        {f('lastName', 'account.registration.personal.lastName', {
          required: true,
          autoComplete: 'family-name',
        })}
        {f('fiscalCode', 'account.registration.personal.fiscalCode', {
          required: !business,
          upper: true,
          maxLength: 16,
          ...cardLock,
        })}
        {business && f('companyName', 'account.registration.personal.companyName', { required: true })}
        {/* Shown, not editable: the company's identity (the API does not change it here). */}
        {business && detail.vatCode && (
          <TextField
            label={t('account.registration.personal.vatCode')}
            value={detail.vatCode}
            helperText={t('account.profile.vatCodeLocked')}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        {business && f('pec', 'account.registration.personal.pec', { required: true, type: 'email' })}
        {business &&
          f('sdiCode', 'account.registration.personal.sdiCode', {
            required: true,
            upper: true,
            maxLength: 7,
          })}
        <SaveButton busy={save.isPending} />
      </Box>
    </ProfileSection>
  );
}
