import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { Wishlist } from '@spesa/domain';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { notify } from '../../../lib/events';
import { useCreateListLink, useRevokeListLink, useShareList, useUnshareList } from '../api/sharingApi';
import { useT } from '../i18n';
import { personName } from './personName';

/**
 * The owner's sharing of a list (decision 0048): with a customer by e-mail, read-only or
 * editable; whom it is shared with, each revocable; and a read-only link shown once.
 */
export function ShareDialog({ list, open, onClose }: { list: Wishlist; open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState<'READ' | 'WRITE'>('READ');
  const [link, setLink] = useState<string | null>(null);
  const share = useShareList();
  const unshare = useUnshareList();
  const createLink = useCreateListLink();
  const revokeLink = useRevokeListLink();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || share.isPending) return;
    share.mutate(
      { listId: list.listId, email: email.trim(), grant },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: t('lists.share.done', { email: email.trim() }) });
          setEmail('');
        },
      },
    );
  };

  return (
    <ResponsiveDialog open={open} onClose={onClose} titleId={titleId} maxWidth={520}>
      <DialogTitle id={titleId}>{t('lists.share.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
          <TextField
            label={t('lists.share.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            size="small"
            required
          />
          <Box>
            <FormLabel id={`${titleId}-grant`}>{t('lists.share.grant')}</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-grant`} value={grant} onChange={(e) => setGrant(e.target.value as 'READ' | 'WRITE')}>
              <FormControlLabel value="READ" control={<Radio />} label={t('lists.share.read')} />
              <FormControlLabel value="WRITE" control={<Radio />} label={t('lists.share.write')} />
            </RadioGroup>
          </Box>
          <Button type="submit" variant="contained" disabled={share.isPending || email.trim() === ''} sx={{ justifySelf: 'start' }}>
            {t('lists.share.submit')}
          </Button>
        </Box>
        {list.sharingData.sharedWith.length > 0 && (
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('lists.share.sharedWith')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {list.sharingData.sharedWith.map((p) => (
                <Box component="li" key={p.userId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{personName(p)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {p.grant === 'READ' ? t('lists.share.read') : t('lists.share.write')}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={t('lists.share.revoke', { name: personName(p) })}
                    disabled={unshare.isPending}
                    onClick={() =>
                      unshare.mutate(
                        { listId: list.listId, userId: p.userId },
                        { onSuccess: () => notify({ variant: 'success', message: t('lists.share.revoked') }) },
                      )
                    }
                  >
                    <PersonRemoveOutlinedIcon />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('lists.share.link')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('lists.share.linkHint')}
          </Typography>
          {link && <TextField value={link} size="small" slotProps={{ htmlInput: { readOnly: true, 'aria-label': t('lists.share.link') } }} />}
          {!link && list.sharingData.hasLink && <Alert severity="info">{t('lists.share.hasLink')}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              disabled={createLink.isPending}
              onClick={() =>
                createLink.mutate(list.listId, { onSuccess: (r) => setLink(`${window.location.origin}${r.path}`) })
              }
            >
              {list.sharingData.hasLink || link ? t('lists.share.newLink') : t('lists.share.createLink')}
            </Button>
            {link && (
              <Button
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(link)
                    .then(() => notify({ variant: 'success', message: t('lists.share.copied') }))
                }
              >
                {t('lists.share.copy')}
              </Button>
            )}
            {(list.sharingData.hasLink || link) && (
              <Button color="error" disabled={revokeLink.isPending} onClick={() => revokeLink.mutate(list.listId, { onSuccess: () => setLink(null) })}>
                {t('lists.share.revokeLink')}
              </Button>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('lists.share.close')}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
