import { useSyncExternalStore } from 'react';

/**
 * Which delivery dialog is open: the shopping dialog flow of the storefront spec (set timeslot can
 * lead to set address; set address leads on to the timeslot). A module store rather than context
 * so that the header button, the dialogs and any page can drive it without a provider.
 */
export type FlowStep = 'address' | 'timeslot' | null;

interface FlowState {
  step: FlowStep;
  /** True when the address step was opened on the way to a timeslot (continue after selecting). */
  continueToTimeslot: boolean;
}

let state: FlowState = { step: null, continueToTimeslot: false };
const listeners = new Set<() => void>();

function set(next: FlowState) {
  state = next;
  listeners.forEach((l) => l());
}

export const deliveryFlow = {
  openAddress: (continueToTimeslot = true) => set({ step: 'address', continueToTimeslot }),
  openTimeslot: () => set({ step: 'timeslot', continueToTimeslot: false }),
  close: () => set({ step: null, continueToTimeslot: false }),
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useDeliveryFlow(): FlowState {
  return useSyncExternalStore(deliveryFlow.subscribe, deliveryFlow.get, deliveryFlow.get);
}
