import { useState, type MouseEvent } from 'react';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CategoryNode } from '@spesa/domain';
import { useT } from '../../../lib/i18n';
import { useCategoryTree } from './useCategoryTree';

// The panel (a Popover with focus trap) loads on the first click.
const CategoryMegaPanel = lazyPart('CategoryMegaPanel', () => import('./CategoryMegaPanel'));

/**
 * Desktop category bar: one button per top-level category; each opens a mega panel with the
 * second and third levels. Click (or Enter/Space) opens, so it works the same with a keyboard.
 */
export function CategoryBar() {
  const t = useT();
  const { data: tree, isPending, isError } = useCategoryTree();
  const [open, setOpen] = useState<{ el: HTMLElement; category: CategoryNode } | null>(null);

  const toggle = (e: MouseEvent<HTMLElement>, category: CategoryNode) =>
    setOpen((cur) =>
      cur?.category.categoryId === category.categoryId ? null : { el: e.currentTarget, category },
    );

  if (isError) return null; // The phone drawer shows the error; the bar simply stays away.
  return (
    <Box
      component="nav"
      aria-label={t('layout.mainNav')}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="xl">
        {/* The departments wrap onto a second row when they do not fit: none is clipped or hidden. */}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0,
            py: 0.5,
          }}
        >
          <li>
            <Button
              component={RouterLink}
              to="/offerte"
              color="inherit"
              sx={{ fontWeight: 700, px: 1.25, whiteSpace: 'nowrap', color: 'primary.dark' }}
            >
              {t('layout.offers')}
            </Button>
          </li>
          {isPending &&
            Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Box sx={{ width: 96, height: 32, my: 0.5, borderRadius: 1, bgcolor: 'action.hover' }} />
              </li>
            ))}
          {tree?.map((c) => {
            const expanded = open?.category.categoryId === c.categoryId;
            return (
              <li key={c.categoryId}>
                <Button
                  color="inherit"
                  onClick={(e) => toggle(e, c)}
                  aria-expanded={expanded}
                  aria-controls={expanded ? `mega-${c.categoryId}` : undefined}
                  endIcon={
                    <ExpandMoreIcon
                      sx={{ transition: 'transform .2s', transform: expanded ? 'rotate(180deg)' : 'none' }}
                    />
                  }
                  sx={{
                    fontWeight: 600,
                    px: 1.25,
                    whiteSpace: 'nowrap',
                    color: expanded ? 'primary.main' : 'text.primary',
                    '& .MuiButton-endIcon': { ml: 0.25 },
                  }}
                >
                  {c.name}
                </Button>
              </li>
            );
          })}
        </Box>
      </Container>
      {open && (
        <CategoryMegaPanel anchorEl={open.el} category={open.category} onClose={() => setOpen(null)} />
      )}
    </Box>
  );
}
