import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { WISHLIST_NAME_MAX } from '@spesa/domain';
import { useRenameList } from '../api/listsApi';
import { useT } from '../i18n';

/** The list's new name, in place of its title until saved or cancelled. */
export function RenameForm({ listId, name, onDone }: { listId: number; name: string; onDone: () => void }) {
  const t = useT();
  const [value, setValue] = useState(name);
  const rename = useRenameList();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim() || rename.isPending) return;
    rename.mutate({ listId, name: value.trim() }, { onSuccess: onDone });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={t('lists.page.renameLabel')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        size="small"
        autoFocus
        sx={{ flex: '1 1 200px' }}
        slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX } }}
      />
      <Button type="submit" variant="contained" disabled={rename.isPending || value.trim() === ''}>
        {t('lists.page.save')}
      </Button>
      <Button onClick={onDone}>{t('lists.page.cancel')}</Button>
    </Box>
  );
}
