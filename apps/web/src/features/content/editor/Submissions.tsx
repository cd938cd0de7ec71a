import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForms, useSubmissions } from './editorApi';

const when = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

/** A value as text; a file field's value is its files' names, not their tokens. */
function shown(key: string, value: unknown, files: Array<{ field: string; name: string }>): string {
  const attached = files.filter((f) => f.field === key).map((f) => f.name);
  if (attached.length) return attached.join(', ');
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'boolean' ? (value ? 'sì' : 'no') : String(value);
}

/** What shoppers sent through a form, newest first, with the names of their attachments. */
export function Submissions() {
  const [form, setForm] = useState('contatti');
  const list = useSubmissions(form);
  const forms = useForms();
  return (
    <Box>
      <TextField
        select
        label="Modulo"
        value={forms.data ? form : ''}
        onChange={(e) => setForm(e.target.value)}
        sx={{ minWidth: 240, mb: 2 }}
      >
        {(forms.data ?? []).map((f) => (
          <MenuItem key={f.slug} value={f.slug}>
            {f.settings.title}
          </MenuItem>
        ))}
      </TextField>
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : list.error ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data!.length === 0 ? (
        <Typography>Nessuna richiesta.</Typography>
      ) : (
        list.data!.map((s) => (
          <Paper key={s.id} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              Richiesta n. {s.id} · {when.format(new Date(s.date))}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                '& dd': { m: 0, overflowWrap: 'anywhere' },
              }}
            >
              {Object.entries(s.values).map(([k, v]) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <dt>{k}</dt>
                  <dd>{shown(k, v, s.files)}</dd>
                </Box>
              ))}
            </Box>
          </Paper>
        ))
      )}
    </Box>
  );
}
