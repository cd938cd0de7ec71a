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
  body: string;
}

/** POST note/order/add, or note/order/update when the order already has its note. */
export function saveOrderNote({ orderId, noteId, body }: SaveNoteInput) {
  const path = noteId === undefined ? 'note/order/add' : 'note/order/update';
  return orderCall<OrderNote | null>(path, { order_id: orderId }, { orderId, noteId, body });
}

export const useSaveOrderNote = (config?: MutationConfig<Envelope<OrderNote | null>, SaveNoteInput>) =>
  useOrderMutation(saveOrderNote, config);
