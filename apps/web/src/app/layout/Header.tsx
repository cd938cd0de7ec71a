import { useState, type ReactNode } from 'react';
import { HydrateWhenVisible } from '../../components/ui/lazy-hydration/HydrateWhenVisible';
import { lazyPart } from '../../components/ui/lazy-part/lazyPart';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useT } from '../../lib/i18n';
import { AccountButton } from './account/AccountButton';
import { CartBadge } from './CartBadge';
import { CategoryBar } from './categories/CategoryBar';
import { DeliverySummarySlot } from './DeliverySummarySlot';
import { Logo } from './Logo';
import { SearchBox } from './search/SearchBox';

// The phone menu loads when first opened: most desktop visits never need it.
const CategoryDrawer = lazyPart('CategoryDrawer', () => import('./categories/CategoryDrawer'));

// One instance of each part, placed by CSS grid areas: phones get menu / logo / actions on top
// and search and delivery on their own rows; desktop puts everything on one row.
const gridSx = {
  display: 'grid',
  alignItems: 'center',
  columnGap: { xs: 0.5, md: 2 },
  rowGap: 1,
  py: { xs: 0.5, md: 1 },
  gridTemplateColumns: { xs: 'auto auto 1fr auto', md: 'auto minmax(0, 1fr) auto auto' },
  gridTemplateAreas: {
    xs: '"menu logo . actions" "search search search search" "delivery delivery delivery delivery"',
    md: '"logo search delivery actions"',
  },
  pb: { xs: 1, md: 1 },
} as const;

/**
 * A part of the header that comes to life just after the page's hydration, in a task of its own
 * (decision 0077): the header's controls are about half of what a catalogue page hydrates. Its
 * wrapper takes no place in the layout.
 */
function Soon({ children }: { children: ReactNode }) {
  return (
    <HydrateWhenVisible when="soon" style={{ display: 'contents' }}>
      {children}
    </HydrateWhenVisible>
  );
}

export function Header() {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="xl" sx={{ px: { xs: 1, sm: 2 } }}>
        <Box sx={gridSx}>
          <IconButton
            aria-label={t('layout.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ gridArea: 'menu', display: { md: 'none' } }}
            size="large"
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ gridArea: 'logo' }}>
            <Logo />
          </Box>
          <Box sx={{ gridArea: 'search', display: 'flex', justifyContent: 'center', minWidth: 0 }}>
            <Soon>
              <SearchBox />
            </Soon>
          </Box>
          <Box sx={{ gridArea: 'delivery', '& > * > *': { width: { xs: '100%', md: 'auto' } } }}>
            <Soon>
              <DeliverySummarySlot />
            </Soon>
          </Box>
          <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center' }}>
            <Soon>
              <AccountButton />
              <CartBadge />
            </Soon>
          </Box>
        </Box>
      </Container>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <Soon>
          <CategoryBar />
        </Soon>
      </Box>
      {drawerUsed && <CategoryDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </AppBar>
  );
}
