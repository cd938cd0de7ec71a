import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { FormEditor } from './FormEditor';
import { useForms, type EditableForm } from './editorApi';

/** The dynamic forms: the list, and one form open in the editor. */
export function FormsEditor() {
  const list = useForms();
  const [open, setOpen] = useState<EditableForm | 'new' | null>(null);
  if (open)
    return (
      <Box>
        <Button onClick={() => setOpen(null)} sx={{ mb: 1 }}>
          ← Torna all'elenco
        </Button>
        {/* Not keyed by id: saving a new form must not remount it (its message would go). */}
        <FormEditor
          form={open === 'new' ? null : open}
          onSaved={setOpen}
          onDeleted={() => setOpen(null)}
        />
      </Box>
    );
  return (
    <Box>
      <Button variant="contained" onClick={() => setOpen('new')}>
        Nuovo modulo
      </Button>
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
      ) : list.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {list.error.message}
        </Alert>
      ) : (
        <List aria-label="Moduli">
          {list.data!.map((f) => (
            <ListItemButton key={f.id} onClick={() => setOpen(f)} divider>
              <ListItemText
                primary={f.settings.title}
                secondary={`${f.slug} · ${f.fields.length} campi · a ${f.mail_to}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
