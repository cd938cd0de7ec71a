import { useId, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { RegistrationDisclaimer } from '@spesa/domain';
import { useT } from '../../i18n';

interface Props {
  disclaimer: RegistrationDisclaimer;
  required: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
  /** Shown under the text, e.g. why a box cannot be unticked. */
  note?: string;
  /** react-hook-form moves focus here when this consent blocks the submit. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Consent links open in a new tab: following one must not throw away a half-filled form. */
function withNewTabLinks(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('a').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener');
  });
  return doc.body.innerHTML;
}

/**
 * One consent: the title is the checkbox label, the text (sanitised by the API) describes it. The text has
 * links, which cannot sit inside a <label> without every click on them ticking the box.
 */
export function ConsentCheckbox(props: Props) {
  const { disclaimer, required, checked, onChange, error, disabled, note, inputRef } = props;
  const t = useT();
  const id = useId();
  const html = useMemo(() => withNewTabLinks(disclaimer.text), [disclaimer.text]);
  const describedBy = [`${id}-text`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            inputRef={inputRef}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{
              input: { 'aria-describedby': describedBy, 'aria-invalid': !!error, 'aria-required': required },
            }}
          />
        }
        label={
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {disclaimer.title}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({required ? t('account.consents.required') : t('account.consents.optional')})
            </Typography>
          </Typography>
        }
      />
      <Box
        id={`${id}-text`}
        // Sanitised by the API (decision 0062): safe to inject.
        dangerouslySetInnerHTML={{ __html: html }}
        sx={{ pl: 4, color: 'text.secondary', '& p': { my: 0.5 }, '& a': { color: 'primary.main' } }}
      />
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
          {note}
        </Typography>
      )}
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ pl: 4 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
