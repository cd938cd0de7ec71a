import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/document-title';

/** A real page for routes whose areas are not built yet, so no link in the shop is broken. */
export function ComingSoonPage({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: { xs: 4, md: 8 }, px: 2, textAlign: 'center' }}>
      <ConstructionOutlinedIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
      <Typography variant="h1" sx={{ my: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('comingSoon.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Box>
  );
}
