import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * Route-level error boundary. The usual cause in a long-lived tab is a chunk that no longer
 * exists after a deploy, which a reload fixes; so the main action reloads.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : t('errors.routeTitle');
  useDocumentTitle(title);
  if (import.meta.env.DEV) console.error(error);
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{notFound ? t('notFound.text') : t('errors.routeText')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {!notFound && (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/" reloadDocument={!notFound}>
          {t('common.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
