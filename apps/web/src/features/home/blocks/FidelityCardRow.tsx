import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { displayName, useCurrentUser, userDetailQuery } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { CardBarcode } from './CardBarcode';
import type { BlockProps } from './types';

/** The shopper's CAMI card: full name, card number and a barcode that enlarges on tap (spec section 2). */
export function FidelityCardRow(_props: BlockProps) {
  const t = useT();
  const { isLoggedIn } = useCurrentUser();
  const detail = useQuery({ ...userDetailQuery, enabled: isLoggedIn });
  const [open, setOpen] = useState(false);
  const card = detail.data?.fidelityCard;
  if (!isLoggedIn || !detail.data || !card) return null;
  const label = t('home.cardBarcode', { number: card.cardCode });
  return (
    <Paper
      component="section"
      aria-label={t('home.cardTitle')}
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{displayName(detail.data)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.cardNumber')}: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{card.cardCode}</span>
        </Typography>
      </Box>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('home.cardEnlarge')}
        sx={{
          borderRadius: 1,
          bgcolor: '#FFFFFF',
          border: 1,
          borderColor: 'divider',
          p: 0.5,
          width: 200,
          maxWidth: '100%',
        }}
      >
        <CardBarcode number={card.cardCode} height={40} label={label} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('home.cardTitle')}</DialogTitle>
        <DialogContent sx={{ bgcolor: '#FFFFFF', display: 'flex', justifyContent: 'center' }}>
          <Box sx={{ width: '100%', maxWidth: 520 }}>
            <CardBarcode number={card.cardCode} height={140} label={label} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('home.cardClose')}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
