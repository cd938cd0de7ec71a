import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { moved } from './list-order';
import { EditorForm, EditorList } from './EditorList';
import {
  useMenuWrites,
  useMenus,
  type EditableMenu,
  type EditableMenuItem,
  type WpFailure,
} from './editorApi';

const LOCATION_NAMES: Record<string, string> = { footer: 'Piè di pagina', header: 'Intestazione' };
/**
 * What the server accepts as a link (the same rule, said in Italian before sending): one `/`
 * only, as `//host` and `/\host` lead to another site.
 */
const LINK = /^(\/(?![/\\])|https:\/\/|mailto:|tel:)/;

/** The site's menus by location: the list, and one menu's links open in the editor. */
export function MenusEditor() {
  return (
    <EditorList<EditableMenu>
      query={useMenus()}
      label="Menu"
      newLabel="Nuovo menu"
      row={(m) => ({
        key: m.location,
        primary: m.name,
        secondary: `${LOCATION_NAMES[m.location] ?? m.location} · ${m.items.length} voci`,
      })}
      editor={(menu, _open, close) => <MenuForm menu={menu} onDone={close} />}
    />
  );
}

/** Messages by place ('items.2.url'), checked as the server will. */
function check(location: string, menu: { name: string; items: EditableMenuItem[] }) {
  const errors: Record<string, string> = {};
  if (!/^[a-z0-9-]{1,64}$/.test(location)) errors.location = 'Solo lettere minuscole, numeri e trattini';
  if (!menu.name.trim()) errors.name = 'Il nome è obbligatorio';
  menu.items.forEach((item, i) => {
    if (!item.title.trim()) errors[`items.${i}.title`] = 'Il testo della voce è obbligatorio';
    if (!LINK.test(item.url.trim()))
      errors[`items.${i}.url`] = 'Un indirizzo che inizia con /, https://, mailto: o tel:';
  });
  return errors;
}

function MenuForm({ menu, onDone }: { menu: EditableMenu | null; onDone: () => void }) {
  const [location, setLocation] = useState(menu?.location ?? '');
  const [name, setName] = useState(menu?.name ?? '');
  const [items, setItems] = useState<EditableMenuItem[]>(menu?.items ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const writes = useMenuWrites();
  const setItem = (i: number, change: Partial<EditableMenuItem>) =>
    setItems(items.map((it, j) => (j === i ? { ...it, ...change } : it)));

  const onSubmit = async () => {
    const found = check(location, { name, items });
    setErrors(found);
    if (Object.keys(found).length) return setMessage({ ok: false, text: 'Controlla i campi segnalati' });
    const res = await writes.save({ location, name, items });
    if (!res.ok) return setMessage({ ok: false, text: (res.data as WpFailure).message });
    setMessage({ ok: true, text: 'Menu salvato' });
  };
  const destroy = async () => {
    if (!menu || !window.confirm(`Eliminare il menu "${menu.name}"?`)) return;
    const res = await writes.remove(menu.location);
    if (res.ok) return onDone();
    setMessage({ ok: false, text: (res.data as WpFailure).message });
  };

  return (
    <EditorForm label="Modifica menu" message={message} onSubmit={() => void onSubmit()}>
      <TextField
        label="Posizione"
        required
        value={location}
        slotProps={{ input: { readOnly: !!menu } }}
        onChange={(e) => setLocation(e.target.value)}
        error={!!errors.location}
        helperText={errors.location ?? 'footer: il piè di pagina; header: l’intestazione'}
      />
      <TextField
        label="Nome"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
      />
      <Typography component="h2" variant="h6">
        Voci
      </Typography>
      {items.map((item, i) => (
        <Box
          key={i}
          component="section"
          aria-label={`Voce ${i + 1}`}
          sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start' }}
        >
          <TextField
            label={`Testo della voce ${i + 1}`}
            value={item.title}
            onChange={(e) => setItem(i, { title: e.target.value })}
            error={!!errors[`items.${i}.title`]}
            helperText={errors[`items.${i}.title`]}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 140px' } }}
          />
          <TextField
            label={`Indirizzo della voce ${i + 1}`}
            value={item.url}
            onChange={(e) => setItem(i, { url: e.target.value })}
            error={!!errors[`items.${i}.url`]}
            helperText={errors[`items.${i}.url`]}
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 140px' } }}
          />
          <Box sx={{ display: 'flex' }}>
            <IconButton
              aria-label={`Sposta su la voce ${i + 1}`}
              disabled={i === 0}
              onClick={() => setItems(moved(items, i, -1))}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Sposta giù la voce ${i + 1}`}
              disabled={i === items.length - 1}
              onClick={() => setItems(moved(items, i, 1))}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Elimina la voce ${i + 1}`}
              onClick={() => setItems(items.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Box>
        <Button onClick={() => setItems([...items, { title: '', url: '/' }])}>Aggiungi una voce</Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          Salva il menu
        </Button>
        {menu && (
          <Button color="error" onClick={() => void destroy()}>
            Elimina
          </Button>
        )}
      </Box>
    </EditorForm>
  );
}
