import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { useCookieConsent } from '../cookies/CookieConsentProvider';
import { useMenu } from '../../features/content/api/menuApi';

/** Until the content service's footer menu arrives (or if it cannot be read). */
const LINKS = [
  { to: '/page/chi-siamo', key: 'footer.about' },
  { to: '/page/servizi', key: 'footer.services' },
  { to: '/store-locator', key: 'footer.storeLocator' },
  { to: '/page/privacy', key: 'footer.privacy' },
] as const;

const linkSx = { color: 'inherit', fontSize: '0.9375rem', py: 0.5, display: 'inline-block' } as const;

export function Footer() {
  const t = useT();
  const { openPreferences } = useCookieConsent();
  // The footer's links are the content service's 'footer' menu, edited by the shop's staff.
  const menu = useMenu('footer');
  const links = menu.data?.items.length
    ? menu.data.items.map((i) => ({ to: i.url, label: i.title }))
    : LINKS.map((l) => ({ to: l.to, label: t(l.key) }));
  return (
    <Box
      component="footer"
      // The default blue focus ring disappears on this dark background: use a light one.
      sx={{
        bgcolor: '#263238',
        color: '#FFFFFF',
        mt: 6,
        py: 4,
        '& :focus-visible': { outline: '3px solid #FFCC80 !important', outlineOffset: 2 },
      }}
    >
      <Container maxWidth="lg">
        <Box component="nav" aria-label={t('footer.label')}>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            {links.map((l) => (
              <li key={l.to}>
                <Link component={RouterLink} to={l.to} sx={linkSx}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              {/* A button, not a link: it opens a dialog rather than going somewhere. */}
              <Link
                component="button"
                type="button"
                onClick={openPreferences}
                sx={{ font: 'inherit', ...linkSx, verticalAlign: 'baseline' }}
              >
                {t('footer.cookies')}
              </Link>
            </li>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: '#ECEFF1' }}>
          {t('footer.company')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, color: '#ECEFF1' }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
