import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useT } from '../../i18n';
import { Barcode } from './Barcode';

interface Props {
  open: boolean;
  onClose: () => void;
  code: string;
  holder: string;
}

/** The barcode large, for the till's scanner (spec: "the barcode expands on tap"). */
export function BarcodeDialog({ open, onClose, code, holder }: Props) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="barcode-title"
    >
      <DialogTitle id="barcode-title">{t('account.card.dialogTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2 }}>
        <Typography>{t('account.card.showAtCheckout')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{holder}</Typography>
        <Barcode code={code} label={t('account.card.barcodeLabel', { code })} barWidth={3} height={140} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
