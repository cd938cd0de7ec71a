import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../lib/api';
import { useReserveParking } from '../api/reserveParkingApi';
import { useT } from '../i18n';

/** Distances in metres; 10 km is the site's proximity distance (spec section 9). */
const DISTANCES = [
  { metres: 0, key: 'here' },
  { metres: 1000, key: 'near' },
  { metres: 5000, key: 'mid' },
  { metres: 10000, key: 'far' },
] as const;

const INFO_MAX = 200;

type Outcome = { severity: 'info' | 'warning' | 'error'; title?: string; text: string };

/**
 * Parking at the pickup point (order/reserve). The spec's answers: status 0 an information,
 * a refusal with its first error a warning titled 'Attenzione', anything else 'Si è verificato
 * un errore imprevisto.'
 */
export function ParkingReservationForm({ orderId }: { orderId: number }) {
  const t = useT();
  const [distance, setDistance] = useState<number>(0);
  const [info, setInfo] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reserve = useReserveParking({
    onSuccess: (answer) => {
      const said = answer.response.infosMessage?.find((m) => m?.message)?.message;
      setOutcome({ severity: 'info', text: said ?? t('orders.parking.done') });
    },
    onError: (e) => {
      const refusal = isApiError(e) ? e.response?.errors?.find((x) => x?.error)?.error : undefined;
      setOutcome(
        refusal
          ? { severity: 'warning', title: t('orders.parking.warningTitle'), text: refusal }
          : { severity: 'error', text: t('orders.parking.unexpected') },
      );
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    reserve.mutate({ orderId, distance, reservationInfo: info.trim() });
  };
  return (
    <Box component="section" aria-labelledby="parking-title">
      <Typography id="parking-title" component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {t('orders.parking.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('orders.parking.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}
      >
        <TextField
          select
          label={t('orders.parking.distance')}
          value={distance}
          onChange={(e) => setDistance(Number(e.target.value))}
        >
          {DISTANCES.map((d) => (
            <MenuItem key={d.metres} value={d.metres}>
              {t(`orders.parking.${d.key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('orders.parking.info')}
          helperText={t('orders.parking.infoHelp')}
          value={info}
          onChange={(e) => setInfo(e.target.value)}
          slotProps={{ htmlInput: { maxLength: INFO_MAX } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="outlined" disabled={reserve.isPending}>
            {t('orders.parking.reserve')}
          </Button>
        </Box>
      </Box>
      {outcome && (
        <Alert
          severity={outcome.severity}
          sx={{ mt: 1.5 }}
          role={outcome.severity === 'info' ? 'status' : 'alert'}
        >
          {outcome.title && <AlertTitle>{outcome.title}</AlertTitle>}
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
