import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';

/** No hits: say so and give the classic tips, so the shopper knows what to try next. */
export function SearchEmptyState({ q }: { q: string }) {
  return (
    <Box sx={{ py: 3 }}>
      <Typography component="p" variant="h6" sx={{ mb: 1 }}>
        {t('catalogue.search.noResults', { q })}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('catalogue.search.tipsTitle')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <li>{t('catalogue.search.tipSpelling')}</li>
        <li>{t('catalogue.search.tipGeneric')}</li>
        <li>{t('catalogue.search.tipBrand')}</li>
        <li>{t('catalogue.search.tipBrowse')}</li>
      </Box>
    </Box>
  );
}
