import type { Envelope, OrderNote } from '@spesa/domain';
import type { MutationConfig } from '../../../lib/api';
import { orderCall, useOrderMutation } from './orderMutation';

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
