import { useState } from 'react';
import Button from '@mui/material/Button';
import { useT } from '../../i18n';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileSection } from './ProfileSection';

/** 'Elimina l'account', framed as the dangerous action it is. */
export function DeleteAccountSection({ email }: { email: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={t('account.delete.title')} description={t('account.delete.text')} danger>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('account.delete.start')}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} email={email} />
    </ProfileSection>
  );
}
