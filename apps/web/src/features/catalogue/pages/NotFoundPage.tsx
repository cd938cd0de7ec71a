import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';

/** 'Pagina non trovata' (spec section 8): unknown routes, categories and products. */
export default function NotFoundPage() {
  const title = t('notFound.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const inputId = useId();

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 4, sm: 8 }, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('notFound.text')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('search.label')}
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, mb: 3 }}
      >
        <TextField
          id={inputId}
          size="small"
          fullWidth
          value={q}
          onChange={(e) => setQ(e.target.value)}
          label={t('search.label')}
          type="search"
        />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {t('search.submit')}
        </Button>
      </Box>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Box>
  );
}
