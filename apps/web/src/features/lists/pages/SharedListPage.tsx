import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSharedList } from '../api/listsApi';
import { ListItems } from '../components/ListItems';
import { personName } from '../components/personName';
import { useT } from '../i18n';
import { BackToLists } from './ListPage';

/** /profile/lists/shared/:token: a list opened by its link, read-only, while the link lasts. */
export default function SharedListPage() {
  const t = useT();
  const list = useSharedList(useParams().token ?? '');
  useDocumentTitle(list.data?.name ?? t('lists.page.title'));
  if (list.isPending) return <CircularProgress aria-label={t('common.loading')} />;
  if (!list.data)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToLists />
        <Alert severity="warning">{t('lists.page.notFound')}</Alert>
      </Box>
    );
  const l = list.data;
  return (
    <Box component="section" aria-labelledby="shared-title" sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <BackToLists />
      <Typography id="shared-title" component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {l.name}
      </Typography>
      {l.sharingData.sharedBy && (
        <Alert severity="info">{t('lists.page.readOnlyNotice', { name: personName(l.sharingData.sharedBy) })}</Alert>
      )}
      <ListItems list={l} editable={false} />
    </Box>
  );
}
