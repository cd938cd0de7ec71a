import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { ImageField } from './ImageUpload';
import { moved } from './list-order';
import type { Slide } from './editorApi';

interface SlidesChange {
  valid_from?: string;
  valid_to?: string;
  slides?: Slide[];
}

/** A slider's days of validity and its slides (picture, title, link), in order. */
export function SlidesEditor({
  validFrom,
  validTo,
  slides,
  onChange,
}: {
  validFrom: string;
  validTo: string;
  slides: Slide[];
  onChange: (change: SlidesChange) => void;
}) {
  const setSlide = (i: number, change: Partial<Slide>) =>
    onChange({ slides: slides.map((s, j) => (j === i ? { ...s, ...change } : s)) });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        Validità e slide
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Valido dal"
          type="date"
          value={validFrom}
          onChange={(e) => onChange({ valid_from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Vuoto: da subito"
        />
        <TextField
          label="Valido fino al"
          type="date"
          value={validTo}
          onChange={(e) => onChange({ valid_to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Vuoto: senza scadenza"
        />
      </Stack>
      {slides.map((slide, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Slide ${i + 1}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography sx={{ fontWeight: 600, flex: 1 }}>Slide {i + 1}</Typography>
            <IconButton
              aria-label={`Sposta su la slide ${i + 1}`}
              disabled={i === 0}
              onClick={() => onChange({ slides: moved(slides, i, -1) })}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Sposta giù la slide ${i + 1}`}
              disabled={i === slides.length - 1}
              onClick={() => onChange({ slides: moved(slides, i, 1) })}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Elimina la slide ${i + 1}`}
              onClick={() => onChange({ slides: slides.filter((_, j) => j !== i) })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          <Stack spacing={2}>
            <TextField
              label="Titolo"
              value={slide.title}
              onChange={(e) => setSlide(i, { title: e.target.value })}
            />
            <ImageField label="Immagine" value={slide.image} onChange={(image) => setSlide(i, { image })} />
            <TextField
              label="Collegamento"
              value={slide.link}
              onChange={(e) => setSlide(i, { link: e.target.value })}
              helperText="Per esempio /category/frutta; vuoto: nessun collegamento"
            />
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button onClick={() => onChange({ slides: [...slides, { title: '', image: '', link: '' }] })}>
          Aggiungi una slide
        </Button>
      </Box>
    </Stack>
  );
}
