import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { USER_TYPE_BUSINESS, USER_TYPE_PRIVATE } from '@spesa/domain';
import { personalStepSchema, type PersonalStepValues } from '../../schemas/registrationSchemas';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { FormTextField } from '../common/FormTextField';
import { StepHeading } from './StepHeading';
import { useServerError, type ServerError } from './useServerError';
import { WizardActions } from './WizardActions';

interface Props {
  values: PersonalStepValues;
  /** With a loyalty card the customer type and tax code come from step 1 and are locked. */
  lockedByCard: boolean;
  onNext: (values: PersonalStepValues) => void;
  onBack: (values: PersonalStepValues) => void;
  serverError?: ServerError | null;
  focusHeading: boolean;
}

const FIELDS = ['firstName', 'lastName', 'fiscalCode', 'companyName', 'vatCode', 'pec', 'sdiCode', 'phone'];
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 } as const;

/** Step 2: a person (name, fiscal code) or a business (company, VAT, PEC, SDI), and a phone. */
export function PersonalDataStep({ values, lockedByCard, onNext, onBack, serverError, focusHeading }: Props) {
  const t = useT();
  const form = useForm<PersonalStepValues>({
    resolver: zodResolver(personalStepSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const general = useServerError(serverError, FIELDS, form.setError);
  const business = useWatch({ control: form.control, name: 'userTypeId' }) === USER_TYPE_BUSINESS;
  const locked = lockedByCard ? t('account.registration.personal.fromCard') : undefined;
  const f = (name: keyof PersonalStepValues, extra: Parameters<typeof FormTextField>[0]['extra'] = {}) => (
    <FormTextField form={form} name={name} label={t(`account.registration.personal.${name}`)} extra={extra} />
  );
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <StepHeading focus={focusHeading}>{t('account.registration.steps.personal')}</StepHeading>
      <FormMessage text={general} />
      <Controller
        name="userTypeId"
        control={form.control}
        render={({ field }) => (
          <FormControl component="fieldset" disabled={lockedByCard}>
            <FormLabel component="legend">{t('account.registration.personal.customerType')}</FormLabel>
            <RadioGroup {...field} row>
              <FormControlLabel
                value={USER_TYPE_PRIVATE}
                control={<Radio />}
                label={t('account.userType.1')}
              />
              <FormControlLabel
                value={USER_TYPE_BUSINESS}
                control={<Radio />}
                label={t('account.userType.2')}
              />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box sx={grid}>
        {f('firstName', { required: true, autoComplete: 'given-name' })}
        {f('lastName', { required: true, autoComplete: 'family-name' })}
        {business && f('companyName', { required: true, autoComplete: 'organization' })}
        {business &&
          f('vatCode', {
            required: true,
            inputMode: 'numeric',
            maxLength: 13,
            readOnly: lockedByCard,
            hint: locked,
          })}
        {business
          ? f('fiscalCode', {
              label: t('account.registration.personal.companyFiscalCode'),
              maxLength: 16,
              upper: true,
            })
          : f('fiscalCode', {
              required: true,
              maxLength: 16,
              upper: true,
              readOnly: lockedByCard,
              hint: locked,
            })}
        {business && f('pec', { required: true, type: 'email', autoComplete: 'off' })}
        {business &&
          f('sdiCode', {
            required: true,
            maxLength: 7,
            upper: true,
            hint: t('account.registration.personal.sdiHint'),
          })}
        {f('phone', {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
          hint: t('account.registration.personal.phoneHint'),
        })}
      </Box>
      <WizardActions onBack={() => onBack(form.getValues())} />
    </Box>
  );
}
