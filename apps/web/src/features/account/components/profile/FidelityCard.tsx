import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useT } from '../../i18n';
import { Barcode } from './Barcode';
import { BarcodeDialog } from './BarcodeDialog';
import { ProfileSection } from './ProfileSection';

interface Props {
  holder: string;
  cardCode: string;
  points: number;
}

// useGrouping 'always': Italian leaves four-digit numbers ungrouped by default ('1250').
const pointsFmt = new Intl.NumberFormat('it-IT', {
  useGrouping: 'always',
} as unknown as Intl.NumberFormatOptions);

/** Fidelity card row (spec): full name, card number, CAMI points and a barcode that expands. */
export function FidelityCard({ holder, cardCode, points }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const row = (label: string, value: string) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <ProfileSection title={t('account.card.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          {row(t('account.card.holder'), holder)}
          {row(t('account.card.number'), cardCode)}
          {row(
            t('account.card.points'),
            t('account.card.pointsValue', { count: points, formatted: pointsFmt.format(points) }),
          )}
        </Box>
        <ButtonBase
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 320,
            justifySelf: 'center',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: '#FFFFFF',
            pb: 1,
          }}
        >
          <Barcode code={cardCode} label={t('account.card.barcodeLabel', { code: cardCode })} />
          {/* What a tap does, said under the bars instead of over them (the scanner needs them clean). */}
          {/* Named by its content (the bars' label and this hint): the visible words are the name. */}
          <Box
            component="span"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
              color: 'text.secondary',
            }}
          >
            <ZoomInIcon fontSize="small" aria-hidden />
            <Typography component="span" variant="body2">
              {t('account.card.tapToEnlarge')}
            </Typography>
          </Box>
        </ButtonBase>
      </Box>
      <BarcodeDialog open={open} onClose={() => setOpen(false)} code={cardCode} holder={holder} />
    </ProfileSection>
  );
}
