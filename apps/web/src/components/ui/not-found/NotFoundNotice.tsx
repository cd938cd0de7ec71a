import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';

/**
 * 'Pagina non trovata' (spec section 8): its title and text, then what the page offers instead
 * (`children`). Shared by the catalogue's and the content's not-found pages, so both read the same.
 */
export function NotFoundNotice({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('notFound.text')}
      </Typography>
      {children}
    </Box>
  );
}
