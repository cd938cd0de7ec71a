import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { t } from '../../../components/ui/i18n';

/** 'Pagina non trovata' (spec section 8) for a content slug that does not exist. */
export default function ContentNotFound() {
  const title = t('notFound.title');
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('ui.homepage')}
      </Button>
    </Box>
  );
}
