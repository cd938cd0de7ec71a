import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { AddAllResult } from '@spesa/domain';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAddAllToCart } from '../api/addAllApi';
import { useCartActions } from '../../../components/ui/cart-actions/cart-actions-context';
import { useDeleteList, useList, useSelectList } from '../api/listsApi';
import { AddAllResults } from '../components/AddAllResults';
import { DeleteListDialog } from '../components/DeleteListDialog';
import { ListItems } from '../components/ListItems';
import { personName } from '../components/personName';
import { RenameForm } from '../components/RenameForm';
import { ShareDialog } from '../components/ShareDialog';
import { useT } from '../i18n';

/** Back to /profile/lists: on every screen, since a list is reached from there. */
export function BackToLists() {
  const t = useT();
  return (
    <Button component={RouterLink} to="/profile/lists" startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start', ml: -1 }}>
      {t('lists.page.back')}
    </Button>
  );
}

/**
 * /profile/lists/:listId: rename, delete (confirmation naming the list), change quantities, remove
 * lines, share, and add everything to the cart. A READ list shows none of the edit controls.
 */
export default function ListPage() {
  const t = useT();
  const listId = Number(useParams().listId);
  const list = useList(Number.isInteger(listId) ? listId : 0);
  const navigate = useNavigate();
  const addAll = useAddAllToCart();
  const cartActions = useCartActions();
  const remove = useDeleteList();
  const select = useSelectList();
  const [renaming, setRenaming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [results, setResults] = useState<AddAllResult[] | null>(null);
  useDocumentTitle(list.data?.name ?? t('lists.page.title'));

  if (list.isPending && listId > 0) return <CircularProgress aria-label={t('common.loading')} />;
  if (!list.data)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToLists />
        <Alert severity="warning">{t('lists.page.notFound')}</Alert>
      </Box>
    );

  const l = list.data;
  const grant = l.sharingData.grant;
  const editable = grant !== 'READ';
  const owner = grant === 'OWNER';
  const by = l.sharingData.sharedBy;
  const onDelete = (yes: boolean) => {
    if (!yes) return setAsking(false);
    remove.mutate(l.listId, { onSuccess: () => void navigate('/profile/lists') });
  };

  return (
    <Box component="section" aria-labelledby="list-title" sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <BackToLists />
      {renaming ? (
        <RenameForm listId={l.listId} name={l.name} onDone={() => setRenaming(false)} />
      ) : (
        <Box>
          <Typography id="list-title" component="h2" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {l.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('lists.page.items', { count: l.size })}
            {l.isDefault && ` · ${t('lists.page.default')}`}
          </Typography>
        </Box>
      )}
      {by && (
        <Alert severity="info">
          {t(editable ? 'lists.page.writeNotice' : 'lists.page.readOnlyNotice', { name: personName(by) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={addAll.isPending || l.wishlistItems.length === 0}
          onClick={async () => {
            // As for one product: the cart needs a place (address and timeslot) before the add.
            if (cartActions && !(await cartActions.ensureDelivery())) return;
            addAll.mutate(l.listId, { onSuccess: ({ data }) => setResults(data.wishlistResults) });
          }}
        >
          {t('lists.page.addAll')}
        </Button>
        {editable && !renaming && (
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setRenaming(true)}>
            {t('lists.page.rename')}
          </Button>
        )}
        {owner && (
          <Button startIcon={<ShareOutlinedIcon />} onClick={() => setSharing(true)}>
            {t('lists.share.button')}
          </Button>
        )}
        {owner && !l.isDefault && (
          <Button startIcon={<StarOutlineIcon />} disabled={select.isPending} onClick={() => select.mutate(l.listId, { onSuccess: () => void list.refetch() })}>
            {t('lists.page.makeDefault')}
          </Button>
        )}
        {editable && (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAsking(true)}>
            {owner ? t('lists.page.delete') : t('lists.page.leave')}
          </Button>
        )}
      </Box>
      {results && <AddAllResults results={results} />}
      <ListItems list={l} editable={editable} />
      <DeleteListDialog name={l.name} open={asking} busy={remove.isPending} onAnswer={onDelete} />
      {owner && <ShareDialog list={l} open={sharing} onClose={() => setSharing(false)} />}
    </Box>
  );
}
