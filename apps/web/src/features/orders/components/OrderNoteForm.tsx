import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORDER_NOTE_MAX } from '@spesa/domain';
import { useSaveOrderNote } from '../api/orderNoteApi';
import type { OrderNote } from '../api/orderTypes';
import { useT } from '../i18n';

interface Props {
  orderId: number;
  note: OrderNote | null;
  /** Closed orders show the note without a form. */
  editable: boolean;
}

/** The shopper's note for the store (spec: at most 1000 characters), with a live counter. */
export function OrderNoteForm({ orderId, note, editable }: Props) {
  const t = useT();
  const [body, setBody] = useState(note?.note ?? '');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveOrderNote({
    onSuccess: (_answer, input) => {
      setSaved(true);
      setSavedText(input.note);
    },
    onError: (e) => setError(e.message),
  });
  const tooLong = body.length > ORDER_NOTE_MAX;
  const [savedText, setSavedText] = useState(note?.note ?? '');
  const unchanged = body === savedText;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooLong || unchanged) return;
    setError(null);
    setSaved(false);
    save.mutate({ orderId, noteId: note?.noteId, note: body });
  };

  return (
    <Box component="section" aria-labelledby="order-note-title">
      <Typography id="order-note-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('orders.note.title')}
      </Typography>
      {!editable ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note?.note || t('orders.note.readOnly')}
        </Typography>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
          <TextField
            label={t('orders.note.label')}
            multiline
            minRows={3}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setSaved(false);
            }}
            error={tooLong}
            helperText={
              <>
                <span>
                  {tooLong ? t('orders.note.tooLong', { max: ORDER_NOTE_MAX }) : t('orders.note.help')}
                </span>{' '}
                {/* The counter is read when the shopper stops typing, not at every key. */}
                <Box component="span" sx={{ float: 'right' }} aria-live="polite">
                  {t('orders.note.counter', { count: body.length, max: ORDER_NOTE_MAX })}
                </Box>
              </>
            }
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="outlined" disabled={tooLong || unchanged || save.isPending}>
              {t('orders.note.save')}
            </Button>
            {saved && (
              <Typography role="status" color="success.dark">
                {t('orders.note.saved')}
              </Typography>
            )}
          </Box>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
