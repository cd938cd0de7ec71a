import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CategoryNode } from '@spesa/domain';
import { t } from '../i18n';

/** Subcategory chips: one scrollable row on phones (saves height), wrapped from 600 px up. */
export function SubcategoryLinks({ categories }: { categories: CategoryNode[] }) {
  if (categories.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('catalogue.subcategories')} sx={{ mb: 2 }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: { xs: 1, sm: 0 },
          scrollbarWidth: 'thin',
        }}
      >
        {categories.map((c) => (
          <Box component="li" key={c.categoryId} sx={{ flexShrink: 0 }}>
            <Chip
              component={RouterLink}
              to={`/category/${c.slug}`}
              label={c.name}
              clickable
              variant="outlined"
              color="secondary"
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
