import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { uploadImage } from './editorApi';

/** The picture types the server takes (it checks the content; this only filters the file picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A button that uploads one picture and hands back where it is served from. */
export function UploadButton({
  label,
  onUploaded,
  onError,
}: {
  label: string;
  onUploaded: (url: string) => void;
  onError: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const res = await uploadImage(file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if ('url' in res) onUploaded(res.url);
    else onError(res.error);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? 'Caricamento…' : label}
      </Button>
    </>
  );
}

/** An image address: typed, or uploaded from this computer, with a small preview. */
export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id={id}
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          helperText="Un indirizzo che inizia con / o https://"
          sx={{ flex: 1 }}
        />
        <UploadButton
          label="Carica immagine"
          onUploaded={(url) => {
            setError(null);
            onChange(url);
          }}
          onError={setError}
        />
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {value && (
        <Box
          component="img"
          src={value}
          alt={`Anteprima: ${label}`}
          sx={{ maxWidth: 240, maxHeight: 140, objectFit: 'contain', borderRadius: 1 }}
        />
      )}
    </Stack>
  );
}
