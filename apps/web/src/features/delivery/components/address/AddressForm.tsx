import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeliveryAddress } from '@spesa/domain';
import { useForm } from 'react-hook-form';
import { useSaveAddressFlow } from '../../hooks/useSaveAddressFlow';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AddressField } from './AddressField';
import { addressFormSchema, toInput, type AddressFormInput, type AddressFormValues } from './addressSchema';
import { ProvinceSelect } from './ProvinceSelect';

interface Props {
  initial: AddressFormInput;
  addressId?: number;
  onSaved: (a: DeliveryAddress) => void;
  onCancel: () => void;
}

const half = { gridColumn: { xs: 'span 2', sm: 'span 1' } } as const;
const full = { gridColumn: 'span 2' } as const;

/** Add or edit a home address: checked on the client, then by the API (coverage, 'save anyway?'). */
export function AddressForm({ initial, addressId, onSaved, onCancel }: Props) {
  const t = useT();
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const flow = useSaveAddressFlow(onSaved);
  const { step } = flow;
  const busy = step.kind === 'busy';
  const label = (k: string) => t(`delivery.address.${k}`);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((v) => flow.submit(toInput(v, addressId)))}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <Box sx={full}>
          <AddressField form={form} name="addressName" label={label('addressName')} required />
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 2', sm: 'span 1' } }}>
          <AddressField
            form={form}
            name="address1"
            label={label('address1')}
            required
            autoComplete="address-line1"
          />
        </Box>
        <Box sx={half}>
          <AddressField form={form} name="addressNumber" label={label('addressNumber')} required />
        </Box>
        <Box sx={half}>
          <AddressField
            form={form}
            name="city"
            label={label('city')}
            required
            autoComplete="address-level2"
          />
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 1', sm: 'span 1' } }}>
          <ProvinceSelect control={form.control} label={label('province')} />
        </Box>
        <Box sx={{ gridColumn: { xs: 'span 1', sm: 'span 1' } }}>
          <AddressField
            form={form}
            name="postalcode"
            label={label('postalcode')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </Box>
        <Box sx={half}>
          <AddressField
            form={form}
            name="phone"
            label={label('phone')}
            required
            inputMode="tel"
            autoComplete="tel"
          />
        </Box>
        <Box sx={half}>
          <AddressField form={form} name="doorbell" label={label('doorbell')} />
        </Box>
        <Box sx={full}>
          <AddressField form={form} name="notes" label={label('notes')} multiline />
        </Box>
      </Box>

      {step.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {step.message}
        </Alert>
      )}
      {step.kind === 'notCovered' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void flow.activate(step.input)}>
              {label('requestActivation')}
            </Button>
          }
        >
          <AlertTitle>{label('notCoveredTitle')}</AlertTitle>
          {step.message}
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={busy}>
          {label('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {label('save')}
        </Button>
      </Box>

      <ConfirmDialog
        open={step.kind === 'confirm'}
        title={label('saveAnywayTitle')}
        text={step.kind === 'confirm' ? step.message : ''}
        confirmLabel={label('saveAnyway')}
        cancelLabel={label('checkAgain')}
        onClose={flow.reset}
        onConfirm={() => step.kind === 'confirm' && void flow.save(step.input)}
      />
    </Box>
  );
}
