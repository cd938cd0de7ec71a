import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { PersonFiscal } from '@spesa/domain';
import { notify } from '../../../../lib/events';
import { useDeleteFiscalPerson, useFiscalPersons } from '../../api/fiscalPersonsApi';
import { errorText } from '../../api/result';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { FiscalPersonDialog } from './FiscalPersonDialog';
import { ProfileSection } from './ProfileSection';

const nameOf = (p: PersonFiscal) => p.companyName ?? `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
const codeOf = (p: PersonFiscal) =>
  [p.vatCode && `P. IVA ${p.vatCode}`, p.fiscalCode && `C.F. ${p.fiscalCode}`].filter(Boolean).join(' · ');
const addressOf = (p: PersonFiscal) =>
  `${p.address1} ${p.addressNumber}, ${p.postalcode} ${p.city} (${p.province})`;

/** Who invoices can be made out to: list, add, delete after confirmation. */
export function FiscalPersonsSection() {
  const t = useT();
  const { data: list, isError } = useFiscalPersons();
  const remove = useDeleteFiscalPerson();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PersonFiscal | null>(null);
  return (
    <ProfileSection title={t('account.fiscal.title')} description={t('account.fiscal.intro')}>
      {isError && <FormMessage text={t('account.profile.loadError')} />}
      {!list && !isError && <Skeleton variant="rounded" height={72} />}
      {list?.length === 0 && <Typography sx={{ mb: 2 }}>{t('account.fiscal.empty')}</Typography>}
      {list && list.length > 0 && (
        <List disablePadding sx={{ mb: 2 }}>
          {list.map((p) => (
            <ListItem
              key={p.personFiscalId}
              divider
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('account.fiscal.delete', { name: nameOf(p) })}
                  onClick={() => setDeleting(p)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={nameOf(p)}
                secondary={
                  <>
                    {codeOf(p)}
                    <Box component="span" sx={{ display: 'block' }}>
                      {addressOf(p)}
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        {t('account.fiscal.add')}
      </Button>
      <FiscalPersonDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.fiscal.confirmTitle')}
        text={t('account.fiscal.confirmDelete', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('account.common.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.personFiscalId, {
            onSuccess: () => notify({ variant: 'success', message: t('account.fiscal.deleted') }),
            onError: (e) => notify({ variant: 'error', message: errorText(e, t('common.genericError')) }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </ProfileSection>
  );
}
