import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ResponsiveDialog } from '../../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useAddFiscalPerson } from '../../api/fiscalPersonsApi';
import { useServerFeedback } from '../../hooks/useServerFeedback';
import { fiscalPersonSchema, type FiscalPersonValues } from '../../schemas/profileSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { AddressFields } from './AddressFields';
import { formGrid } from './UserDataForm';

const EMPTY: FiscalPersonValues = {
  kind: 'person',
  firstName: '',
  lastName: '',
  companyName: '',
  fiscalCode: '',
  vatCode: '',
  pec: '',
  sdiCode: '',
  address1: '',
  addressNumber: '',
  city: '',
  province: '',
  postalcode: '',
};
const FIELDS = Object.keys(EMPTY);

/** A new invoice holder (user-person-fiscal/insert-billing-address). */
export function FiscalPersonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const form = useForm<FiscalPersonValues>({
    resolver: zodResolver(fiscalPersonSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const feedback = useServerFeedback(form, FIELDS);
  const add = useAddFiscalPerson();
  const company = useWatch({ control: form.control, name: 'kind' }) === 'company';
  const close = () => {
    form.reset(EMPTY);
    feedback.clear();
    onClose();
  };
  const f = (name: keyof FiscalPersonValues, key: string, extra = {}) => (
    <FormTextField form={form} name={name} label={t(key)} extra={extra} />
  );
  const submit = form.handleSubmit((v) => {
    const { kind: _kind, ...rest } = v;
    const body = Object.fromEntries(Object.entries(rest).map(([k, x]) => [k, x === '' ? null : x]));
    add.mutate(body as never, {
      onSuccess: () => {
        feedback.succeed(t('account.fiscal.added'));
        close();
      },
      onError: feedback.fail,
    });
  });
  return (
    <ResponsiveDialog open={open} onClose={close} titleId="fiscal-dialog-title" maxWidth="sm">
      <DialogTitle id="fiscal-dialog-title">{t('account.fiscal.dialogTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 0 }}>
          <FormMessage text={feedback.general} />
          <Controller
            name="kind"
            control={form.control}
            render={({ field }) => (
              <RadioGroup {...field} row aria-label={t('account.fiscal.kind')} sx={{ mb: 1 }}>
                <FormControlLabel value="person" control={<Radio />} label={t('account.fiscal.person')} />
                <FormControlLabel value="company" control={<Radio />} label={t('account.fiscal.company')} />
              </RadioGroup>
            )}
          />
          <Box sx={formGrid}>
            {company
              ? [
                  f('companyName', 'account.registration.personal.companyName', { required: true }),
                  f('vatCode', 'account.registration.personal.vatCode', {
                    required: true,
                    inputMode: 'numeric',
                    maxLength: 13,
                  }),
                  f('fiscalCode', 'account.registration.personal.companyFiscalCode', {
                    upper: true,
                    maxLength: 16,
                  }),
                ]
              : [
                  f('firstName', 'account.registration.personal.firstName', { required: true }),
                  f('lastName', 'account.registration.personal.lastName', { required: true }),
                  f('fiscalCode', 'account.registration.personal.fiscalCode', {
                    required: true,
                    upper: true,
                    maxLength: 16,
                  }),
                ]}
            {f('pec', 'account.registration.personal.pec', { type: 'email' })}
            {f('sdiCode', 'account.registration.personal.sdiCode', { upper: true, maxLength: 7 })}
            <AddressFields form={form} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('account.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('account.fiscal.save')}
          </Button>
        </DialogActions>
      </Box>
    </ResponsiveDialog>
  );
}
