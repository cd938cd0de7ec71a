import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { t } from '../../../components/ui/i18n';
import { NotFoundNotice } from '../../../components/ui/not-found/NotFoundNotice';

/** 'Pagina non trovata' (spec section 8) for a content slug that does not exist. */
export default function ContentNotFound() {
  useDocumentTitle(t('notFound.title'));
  return (
    <NotFoundNotice>
      <Button component={RouterLink} to="/" variant="contained">
        {t('ui.homepage')}
      </Button>
    </NotFoundNotice>
  );
}
