import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import type { DeliveryAddress } from '@spesa/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';
import { formatAddress } from './addressText';

interface Props {
  address: DeliveryAddress;
  preferred: boolean;
  selected: boolean;
  busy: boolean;
  editable: boolean;
  onSelect: () => void;
  onDelete: () => void;
  onEdit: () => void;
}

/** One address or pickup point: the whole row chooses it; edit and delete sit beside (home only). */
export function AddressListItem({
  address,
  preferred,
  selected,
  busy,
  editable,
  onSelect,
  onDelete,
  onEdit,
}: Props) {
  const t = useT();
  const location = useLocation();
  const name = address.addressName;
  const km = address.distance !== undefined ? (address.distance / 1000).toFixed(1).replace('.', ',') : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        border: 1,
        borderColor: selected ? 'secondary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        borderRadius: 1,
        mb: 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <ButtonBase
        onClick={onSelect}
        disabled={busy}
        aria-current={selected || undefined}
        sx={{
          flex: 1,
          justifyContent: 'flex-start',
          textAlign: 'left',
          p: 1.5,
          gap: 1.5,
          minWidth: 0,
          borderRadius: 1,
        }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            {/* Named by its content, so the visible name is the accessible one (WCAG 2.5.3). */}
            <Typography component="span" sx={{ fontWeight: 700 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('delivery.selector.chooseHidden')}{' '}
              </Box>
              {name}
            </Typography>
            {preferred && (
              <StarIcon
                titleAccess={t(
                  editable ? 'delivery.selector.preferredHome' : 'delivery.selector.preferredStore',
                )}
                sx={{ color: 'primary.dark', fontSize: 20 }}
              />
            )}
            {selected && (
              <Chip
                size="small"
                color="secondary"
                icon={<CheckCircleIcon />}
                label={t('delivery.selector.selected')}
              />
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatAddress(address)}
            {km && ` · ${t('delivery.selector.distance', { km })}`}
          </Typography>
        </Box>
      </ButtonBase>
      {editable && (
        <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5 }}>
          <IconButton
            component={RouterLink}
            to={`/profile/addresses/manage/${address.addressId}`}
            state={{ from: location.pathname + location.search, reopen: true }}
            onClick={onEdit}
            aria-label={t('delivery.selector.edit', { name })}
          >
            <EditOutlinedIcon />
          </IconButton>
          <IconButton onClick={onDelete} disabled={busy} aria-label={t('delivery.selector.delete', { name })}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
