import Box from '@mui/material/Box';
import { useT } from '../../lib/i18n';

export const MAIN_ID = 'main-content';

/** First focusable element: lets keyboard users jump over the header (WCAG 2.4.1). */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // Move focus explicitly: the router does not follow plain hash links.
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (th) => th.zIndex.tooltip + 1,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
