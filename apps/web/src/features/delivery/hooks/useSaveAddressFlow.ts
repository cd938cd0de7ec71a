import { useState } from 'react';
import { DELIVERY_CODES, type AddressInput, type DeliveryAddress } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/events';
import { useCheckAddress, useRequestActivation, useSaveAddress } from '../api/addressesApi';
import { t } from '../i18n';

export type SaveStep =
  | { kind: 'idle' | 'busy' }
  | { kind: 'confirm'; message: string; input: AddressInput }
  | { kind: 'notCovered'; message: string; input: AddressInput }
  | { kind: 'error'; message: string };

/**
 * Saving an address (spec section 5): user-address/check first; not covered → the refusal and
 * 'Richiedi l'attivazione'; covered but not verified (ADDRESS_NOT_VALIDATED) → 'Salvare
 * comunque?'; then user-address/update, whose answer toasts addresses.setAddress.
 */
export function useSaveAddressFlow(onSaved: (a: DeliveryAddress) => void) {
  const [step, setStep] = useState<SaveStep>({ kind: 'idle' });
  const check = useCheckAddress();
  const update = useSaveAddress();
  const activation = useRequestActivation();

  const fail = (e: unknown, input: AddressInput) => {
    if (isApiError(e) && e.code === DELIVERY_CODES.notCovered)
      setStep({ kind: 'notCovered', message: e.message, input });
    else setStep({ kind: 'error', message: (e as Error).message });
  };

  const save = async (input: AddressInput) => {
    setStep({ kind: 'busy' });
    try {
      const res = await update.mutateAsync(input);
      setStep({ kind: 'idle' });
      onSaved(res.data.address);
    } catch (e) {
      fail(e, input);
    }
  };

  const submit = async (input: AddressInput) => {
    setStep({ kind: 'busy' });
    try {
      const answer = await check.mutateAsync(input);
      const warning = answer.response.warningsMessage.find((w) => w.code === DELIVERY_CODES.notValidated);
      if (warning) setStep({ kind: 'confirm', message: warning.message, input });
      else await save(input);
    } catch (e) {
      fail(e, input);
    }
  };

  const activate = async (input: AddressInput) => {
    setStep({ kind: 'busy' });
    try {
      const res = await activation.mutateAsync(input);
      const info = res.response.infosMessage.find((m) => m?.message)?.message;
      notify({ variant: 'success', message: info ?? t('delivery.address.activationSent') });
      setStep({ kind: 'idle' });
    } catch {
      notify({ variant: 'error', message: t('delivery.address.activationError') });
      setStep({ kind: 'notCovered', message: '', input });
    }
  };

  return { step, submit, save, activate, reset: () => setStep({ kind: 'idle' }) };
}
