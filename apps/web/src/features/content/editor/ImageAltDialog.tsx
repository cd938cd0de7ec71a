import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';

/**
 * Asks for the words that stand for an uploaded picture in the rich text (what a screen reader
 * says instead of it). Empty is allowed for a purely decorative picture, and says so.
 */
export function ImageAltDialog({
  open,
  onInsert,
  onCancel,
}: {
  open: boolean;
  onInsert: (alt: string) => void;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onInsert(alt.trim());
    setAlt('');
  };
  const cancel = () => {
    setAlt('');
    onCancel();
  };
  return (
    <ResponsiveDialog open={open} onClose={cancel} titleId="image-alt-title" maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="image-alt-title">Descrizione dell&apos;immagine</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Cosa mostra l'immagine"
            helperText="Per chi non la vede (lettori di schermo). Lascia vuoto se è solo decorativa."
            value={alt}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            onChange={(e) => setAlt(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Annulla</Button>
          <Button type="submit" variant="contained">
            Inserisci
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
