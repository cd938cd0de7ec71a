import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { WISHLIST_NAME_MAX, type WishlistSummary } from '@spesa/domain';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCreateList, useLists } from '../api/listsApi';
import { personName } from '../components/personName';
import { useT } from '../i18n';

function ListCard({ list }: { list: WishlistSummary }) {
  const t = useT();
  const by = list.sharingData.sharedBy;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 0.5 }}>
      <Link
        component={RouterLink}
        to={`/profile/lists/${list.listId}`}
        aria-label={t('lists.page.open', { name: list.name })}
        underline="hover"
        sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
      >
        {list.name}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t('lists.page.items', { count: list.size })}
        </Typography>
        {list.isDefault && <Chip size="small" label={t('lists.page.default')} color="primary" variant="outlined" />}
        {list.sharingData.grant === 'READ' && <Chip size="small" label={t('lists.selector.readOnly')} />}
        {list.sharingData.sharedWith.length > 0 && (
          <Chip size="small" label={`${t('lists.share.sharedWith')} ${list.sharingData.sharedWith.length}`} variant="outlined" />
        )}
      </Box>
      {by && (
        <Typography variant="body2" color="text.secondary">
          {t('lists.selector.sharedBy', { name: personName(by) })}
        </Typography>
      )}
    </Paper>
  );
}

/** /profile/lists: the shopper's lists and those shared with them, and a new list. */
export default function ListsPage() {
  const t = useT();
  const title = t('lists.page.title');
  useDocumentTitle(title);
  const lists = useLists();
  const create = useCreateList();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const all = lists.data?.personalList.lists ?? [];
  const mine = all.filter((l) => l.sharingData.grant === 'OWNER');
  const shared = all.filter((l) => l.sharingData.grant !== 'OWNER');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || create.isPending) return;
    create.mutate(trimmed, {
      onSuccess: ({ data }) => {
        setName('');
        void navigate(`/profile/lists/${data.listId}`);
      },
    });
  };

  const grid = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box component="section" aria-labelledby="lists-title" sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Typography id="lists-title" component="h2" variant="h2">
        {title}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}>
        <TextField
          label={t('lists.selector.newList')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: WISHLIST_NAME_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={create.isPending || name.trim() === ''} sx={{ minHeight: 40 }}>
          {t('lists.selector.create')}
        </Button>
      </Box>
      {lists.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {lists.isError && <Alert severity="error">{t('lists.selector.loadError')}</Alert>}
      {lists.isSuccess && all.length === 0 && <Alert severity="info">{t('lists.page.empty')}</Alert>}
      {mine.length > 0 && (
        <Box component="ul" aria-label={t('lists.page.mine')} sx={grid}>
          {mine.map((l) => (
            <ListCard key={l.listId} list={l} />
          ))}
        </Box>
      )}
      {shared.length > 0 && (
        <>
          <Typography component="h3" variant="h3">
            {t('lists.page.sharedWithMe')}
          </Typography>
          <Box component="ul" sx={grid}>
            {shared.map((l) => (
              <ListCard key={l.listId} list={l} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
