import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ProductList } from '@spesa/domain';
import type { useListFilters } from '../hooks/useListFilters';
import { t } from '../i18n';
import { FilterPanel } from './FilterPanel';

interface Props {
  open: boolean;
  onClose: () => void;
  facets: ProductList['facets'];
  state: ReturnType<typeof useListFilters>;
  total: number;
  showPromo?: boolean;
}

/**
 * Phones and tablets: the filters slide up from the bottom. Filters apply at once (the list
 * behind updates), the footer button only closes the drawer and tells how many products remain.
 */
export function FiltersDrawer({ open, onClose, facets, state, total, showPromo }: Props) {
  const titleId = 'filters-drawer-title';
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('catalogue.filters')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('catalogue.closeFilters')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pt: 2, overflowY: 'auto' }}>
        <FilterPanel facets={facets} state={state} showPromo={showPromo} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose}>
          {t('catalogue.showResults', { count: total })}
        </Button>
      </Box>
    </Drawer>
  );
}
