import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { NotFoundNotice } from '../../../components/ui/not-found/NotFoundNotice';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';

/** 'Pagina non trovata' (spec section 8): unknown routes, categories and products. */
export default function NotFoundPage() {
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const inputId = useId();

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };

  return (
    <NotFoundNotice>
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
    </NotFoundNotice>
  );
}
