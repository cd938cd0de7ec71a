import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { errorText } from '../../api/result';
import { useDeleteAccount } from '../../api/useDeleteAccount';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';

interface Props {
  email: string;
  /** From the e-mailed link (/profile/anonymize?token=...). */
  defaultCode?: string;
  onCancel?: () => void;
}

/**
 * The last step of account deletion: the e-mailed code and an explicit "I understand it is
 * final" tick. The button stays disabled until both are there: nothing here can be undone.
 */
export function DeleteConfirmForm({ email, defaultCode = '', onCancel }: Props) {
  const t = useT();
  const [code, setCode] = useState(defaultCode);
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount(email);
  const ready = code.trim() !== '' && understood && !remove.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) remove.mutate(code);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormMessage text={remove.isError ? errorText(remove.error, t('common.genericError')) : null} />
      <TextField
        label={t('account.delete.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
        autoComplete="one-time-code"
        helperText={t('account.delete.codeHint')}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <FormControlLabel
        control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />}
        label={t('account.delete.acknowledge')}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2 }}>
        {onCancel && <Button onClick={onCancel}>{t('account.common.cancel')}</Button>}
        <Button type="submit" variant="contained" color="error" disabled={!ready}>
          {t('account.delete.confirm')}
        </Button>
      </Box>
    </Box>
  );
}
