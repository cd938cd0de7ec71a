import Box from '@mui/material/Box';
import { useHtmlLinks } from '../../../components/ui/smart-link/useHtmlLinks';

/**
 * Content HTML from the content service, its links following the shop's link rules. The API
 * sanitised it with the shared allowlist when it was written and again when it was read
 * (decision 0062); the staff editor's preview of unsaved text passes it through DOMPurify first.
 */
export function ContentHtml({ html }: { html: string }) {
  const onClick = useHtmlLinks();
  if (!html) return null;
  return (
    <Box
      onClick={onClick}
      // Sanitised by the API (decision 0062): safe to inject.
      dangerouslySetInnerHTML={{ __html: html }}
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
