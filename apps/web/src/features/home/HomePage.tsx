import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageLayoutGrid } from '../../components/ui/page-grid/PageLayoutGrid';
import { visuallyHidden } from '../../components/ui/visuallyHidden';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n';
import { useHome } from './api/homeApi';
import { BlockRenderer } from './components/BlockRenderer';

/** Home: a block-built page from GET /category?slug=home (spec section 2). */
export default function HomePage() {
  const t = useT();
  const { data: home, isPending, isError, refetch } = useHome();
  useDocumentTitle(null);

  return (
    <>
      {/* The blocks carry h2 titles; one h1 names the page for screen-reader navigation (a plain
          element: MUI's Typography cost 20 ms of a phone's hydration here, decision 0084). */}
      <h1 style={visuallyHidden}>{t('home.heading')}</h1>
      {isPending && (
        <Container maxWidth="xl" sx={{ py: 3, px: 2 }} aria-busy="true">
          <Skeleton variant="rounded" sx={{ width: '100%', height: { xs: 180, md: 360 } }} />
          <Box sx={{ display: 'flex', gap: 2, mt: 4, overflow: 'hidden' }}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" width={200} height={320} sx={{ flexShrink: 0 }} />
            ))}
          </Box>
        </Container>
      )}
      {isError && (
        <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('home.loadError')}</Typography>
          <Button variant="contained" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Container>
      )}
      {home && (
        <PageLayoutGrid layout={home.layout ?? []} blocks={home.categoryBlocks ?? []} Block={BlockRenderer} />
      )}
    </>
  );
}
