import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useHtmlLinks } from '../../../components/ui/smart-link/useHtmlLinks';

/**
 * Content HTML from the content service: already sanitised by the server, sanitised again here
 * (a compromised or old answer must not run script), its links following the shop's link rules.
 */
export function ContentHtml({ html }: { html: string }) {
  const onClick = useHtmlLinks();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return (
    <Box
      onClick={onClick}
      // Sanitised above (lib/sanitize-html): safe to inject.
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        fontSize: '1rem',
        lineHeight: 1.65,
        overflowWrap: 'anywhere',
        '& h2': { fontSize: '1.375rem', mt: 3, mb: 1 },
        '& h3': { fontSize: '1.125rem', mt: 2.5, mb: 1 },
        '& p, & ul, & ol': { mt: 0, mb: 1.5 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& a': { color: 'primary.dark', fontWeight: 600 },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
    />
  );
}
