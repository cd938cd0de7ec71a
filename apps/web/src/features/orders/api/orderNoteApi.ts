import type { Envelope } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import type { OrderNote } from './orderTypes';
import { orderCall, useOrderMutation } from './orderMutation';

/** Spec section 9: an order note holds at most 1000 characters. */
export const ORDER_NOTE_MAX = 1000;

export interface SaveNoteInput {
  orderId: number;
  /** The note being changed (note/order/update); absent for a first note (note/order/add). */
  noteId?: number;
  note: string;
}

/** POST note/order/add, or note/order/update when the order already has its note. */
export function saveOrderNote({ orderId, noteId, note }: SaveNoteInput) {
  if (noteId === undefined)
    return orderCall<{ note: OrderNote } | null>('note/order/add', {}, { orderId, note });
  return orderCall<{ note: OrderNote } | null>('note/order/update', {}, { orderId, noteId, note });
}

export const useSaveOrderNote = (
  config?: MutationConfig<Envelope<{ note: OrderNote } | null>, SaveNoteInput>,
) => useOrderMutation(saveOrderNote, config);
