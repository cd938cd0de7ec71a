import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { CategoryNode } from '@spesa/domain';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../lib/i18n';
import { categoryPath } from './useCategoryTree';

interface Props {
  anchorEl: HTMLElement;
  category: CategoryNode;
  onClose: () => void;
}

/**
 * Second level as column headings, third level as links below them. A Popover traps focus while
 * open and hands it back to the button on Escape, which is what keyboard users expect.
 */
export default function CategoryMegaPanel({ anchorEl, category, onClose }: Props) {
  const t = useT();
  const deep = category.categories.some((c) => c.categories.length > 0);
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      // Drawn inside the categories' navigation landmark, not at the end of the page outside
      // every landmark (axe 'region'); the header is sticky, so the page may scroll under it.
      container={() => anchorEl.closest('nav') ?? document.body}
      disableScrollLock
      slotProps={{
        paper: {
          id: `mega-${category.categoryId}`,
          sx: { p: 3, maxWidth: 'min(1100px, calc(100vw - 32px))', minWidth: 360 },
        },
      }}
    >
      <Link
        component={RouterLink}
        to={categoryPath(category)}
        onClick={onClose}
        sx={{ fontWeight: 700, fontSize: '1.0625rem', display: 'inline-block', mb: 2 }}
      >
        {t('layout.allOf', { name: category.name })}
      </Link>
      {/* Columns of headings when there is a third level; a compact multi-column list otherwise. */}
      <Box
        sx={
          deep
            ? {
                display: 'grid',
                gridTemplateColumns: `repeat(${Math.min(4, category.categories.length)}, minmax(180px, 1fr))`,
                gap: 3,
              }
            : {
                columnCount: category.categories.length > 6 ? 3 : 2,
                columnGap: 4,
                '& > div': { breakInside: 'avoid', mb: 1 },
              }
        }
      >
        {category.categories.map((sub) => (
          <Box key={sub.categoryId}>
            <Typography
              component={deep ? 'h3' : 'p'}
              sx={{ fontWeight: deep ? 700 : 500, mb: deep ? 1 : 0, fontSize: '0.9375rem' }}
            >
              <Link component={RouterLink} to={categoryPath(sub)} onClick={onClose} color="text.primary">
                {sub.name}
              </Link>
            </Typography>
            {sub.categories.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {sub.categories.map((leaf) => (
                  <li key={leaf.categoryId}>
                    <Link
                      component={RouterLink}
                      to={categoryPath(leaf)}
                      onClick={onClose}
                      color="text.secondary"
                      sx={{ display: 'inline-block', py: 0.5, fontSize: '0.875rem' }}
                    >
                      {leaf.name}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Popover>
  );
}
