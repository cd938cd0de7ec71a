import { useOrderNotes } from '../api/orderNotesApi';
import { OrderNoteForm } from './OrderNoteForm';

/** The order's note (the latest of note/list), in its form once loaded. */
export function OrderNoteSection({ orderId, editable }: { orderId: number; editable: boolean }) {
  const notes = useOrderNotes(orderId);
  // A list that failed to load still lets the shopper write a first note.
  if (notes.isPending) return null;
  const note = notes.data?.at(-1) ?? null;
  // Not keyed by the note: saving a first note gives it an id, and the form (with its 'Nota
  // salvata') stays as it is; the text it starts from is the one loaded first.
  return <OrderNoteForm orderId={orderId} note={note} editable={editable} />;
}
