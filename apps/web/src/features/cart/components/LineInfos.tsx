import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import EditNoteIcon from '@mui/icons-material/EditNote';
import type { CartItem } from '@spesa/domain';
import { notify } from '../../../lib/events';
import { useUpdateLineInfos } from '../api/lineInfosApi';
import { showCartError } from '../flow/cartNotices';
import { useT } from '../i18n';

const NOTE_MAX = 1000;

/**
 * A line's note for the picker and 'Accetto sostituzioni' (cart/update-infos). The note field
 * opens on a tap ('Aggiungi una nota'), so a long cart on a phone is not a column of empty
 * fields; a line that has a note shows it in its field.
 */
export function LineInfos({ item }: { item: CartItem }) {
  const t = useT();
  const saved = item.infos.note ?? '';
  const [note, setNote] = useState(saved);
  const [open, setOpen] = useState(saved !== '');
  const field = useRef<HTMLInputElement>(null);
  const infos = useUpdateLineInfos();
  const save = (next: { note?: string; accept_alternatives?: boolean }, done?: string) =>
    infos.mutate(
      { itemId: item.itemId, infos: next },
      {
        onSuccess: () => done && notify({ variant: 'success', message: done }),
        onError: (e) => showCartError(e, 'errorSettingProduct'),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <FormControlLabel
        sx={{ mr: 2 }}
        control={
          <Checkbox
            checked={
              infos.isPending && infos.variables.infos.accept_alternatives !== undefined
                ? infos.variables.infos.accept_alternatives
                : item.infos.accept_alternatives
            }
            disabled={infos.isPending}
            onChange={(e) => save({ accept_alternatives: e.target.checked })}
            inputProps={{ 'aria-label': `${t('cartPage.acceptAlternatives')}: ${item.product.name}` }}
          />
        }
        label={t('cartPage.acceptAlternatives')}
      />
      {open || saved !== '' ? (
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            save({ note: note.trim() }, t('cartPage.noteSaved'));
          }}
          sx={{ display: 'flex', gap: 1, flex: '1 1 240px', minWidth: 0 }}
        >
          <TextField
            size="small"
            label={t('cartPage.note')}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
            inputRef={field}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'aria-description': item.product.name } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" disabled={infos.isPending || note.trim() === saved}>
            {t('cartPage.noteSave')}
          </Button>
        </Box>
      ) : (
        <Button
          size="small"
          startIcon={<EditNoteIcon />}
          aria-description={item.product.name}
          onClick={() => {
            setOpen(true);
            // The field is drawn by this click: focus it once it is there.
            requestAnimationFrame(() => field.current?.focus());
          }}
          sx={{ minHeight: 40 }}
        >
          {t('cartPage.noteAdd')}
        </Button>
      )}
    </Box>
  );
}
