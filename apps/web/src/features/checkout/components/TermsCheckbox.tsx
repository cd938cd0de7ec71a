import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n';

const TERMS_PATH = '/page/condizioni-di-vendita';

/** The terms of sale, required before the order (spec: terms must be accepted to continue). */
export function TermsCheckbox({
  checked,
  onChange,
  showError,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const t = useT();
  const invalid = showError && !checked;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            required
            onChange={(e) => onChange(e.target.checked)}
            inputProps={{
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? 'terms-error' : undefined,
            }}
          />
        }
        label={t('checkout.termsLabel')}
      />
      {/* A new tab: the checkout's choices stay where they are while the shopper reads. */}
      <Link
        component={RouterLink}
        to={TERMS_PATH}
        target="_blank"
        rel="noopener"
        variant="body2"
        sx={{ ml: 4, display: 'inline-block' }}
      >
        {t('checkout.termsLink')}
      </Link>
      {invalid && (
        <FormHelperText id="terms-error" error>
          {t('checkout.termsRequired')}
        </FormHelperText>
      )}
    </Box>
  );
}
