import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { formatEuroDisplay } from '../../../lib/format';
import { useT } from '../i18n';

/**
 * The amount an online payment holds, said plainly (decision 0026), and the shopper's consent to
 * that exact amount; the same amount travels in payment_data and the server refuses it if it changed.
 */
export function HoldConsent({
  hold,
  total,
  checked,
  onChange,
  showError,
  title = 'checkout.holdTitle',
}: {
  /** The heading's text key: the checkout's, or the pay-again's (nothing held yet). */
  title?: 'checkout.holdTitle' | 'checkout.payAgainHoldTitle';
  hold: number;
  total: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const t = useT();
  const amounts = { hold: formatEuroDisplay(hold), total: formatEuroDisplay(total) };
  return (
    <Box sx={{ p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
      <Typography id="hold-title" sx={{ fontWeight: 700 }}>
        {t(title, amounts)}
      </Typography>
      <Typography id="hold-text" variant="body2" sx={{ mb: 1 }}>
        {t('checkout.holdText', amounts)}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            inputProps={{
              'aria-describedby': showError && !checked ? 'hold-text hold-error' : 'hold-text',
              'aria-invalid': showError && !checked ? true : undefined,
            }}
          />
        }
        label={t('checkout.holdConsent', amounts)}
      />
      {showError && !checked && (
        <FormHelperText id="hold-error" error>
          {t('checkout.holdConsentRequired')}
        </FormHelperText>
      )}
    </Box>
  );
}
