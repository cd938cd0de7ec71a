import { useCallback, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { ProductListing } from '../components/ProductListing';
import { SearchEmptyState } from '../components/SearchEmptyState';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';
import { PageContainer } from '../components/PageContainer';

/** /search?q= : the product grid of a text search, with the typo correction when there is one. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [corrected, setCorrected] = useState<string | null>(null);
  const onCorrected = useCallback((c: string | null) => setCorrected(c && c !== q ? c : null), [q]);
  const heading = q ? t('catalogue.search.resultsFor', { q }) : t('catalogue.search.enterQuery');
  useDocumentTitle(heading);

  // Old links to every promotion (/search?promo=true without words) land on the offers page.
  if (!q && params.get('promo') === 'true') {
    const rest = new URLSearchParams(params);
    rest.delete('promo');
    rest.delete('q');
    const search = rest.toString();
    return <Navigate to={`/offerte${search ? `?${search}` : ''}`} replace />;
  }

  return (
    <PageContainer>
      <Breadcrumb items={[{ label: t('catalogue.search.title') }]} />
      {/* Plain, with the .page-title classes of ListingStyles (decision 0083). */}
      <h1 className="page-title page-title--tight page-title--words">{heading}</h1>
      {corrected && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography component="p">
            {t('catalogue.search.didYouMean')}{' '}
            <Link
              component={RouterLink}
              to={`/search?q=${encodeURIComponent(corrected)}`}
              sx={{ fontWeight: 700 }}
            >
              {corrected}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('catalogue.search.showingFor', { q: corrected })}
          </Typography>
        </Box>
      )}
      {q ? (
        // Keyed by the words: a new search starts from a clean list state.
        <ProductListing
          key={q}
          base={{ q }}
          empty={<SearchEmptyState q={q} />}
          onCorrectedQuery={onCorrected}
        />
      ) : (
        <Typography color="text.secondary">{t('catalogue.search.enterQueryText')}</Typography>
      )}
    </PageContainer>
  );
}
