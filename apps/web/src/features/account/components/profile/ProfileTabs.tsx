import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { PROFILE_SECTIONS, isCurrentSection } from './profileSections';

/**
 * Desktop navigation: a row of links drawn as tabs. Real links with aria-current, not an ARIA
 * tablist, because each one loads another page (a tablist promises panels on this page).
 */
export function ProfileTabs() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('account.profile.navLabel')}
      sx={{ display: { xs: 'none', sm: 'block' }, mb: 3 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          borderBottom: 1,
          borderColor: 'divider',
          overflowX: 'auto',
        }}
      >
        {PROFILE_SECTIONS.map(({ path, key }) => {
          const current = isCurrentSection(path, pathname);
          return (
            <li key={path}>
              <Link
                component={RouterLink}
                to={path}
                aria-current={current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: current ? 'primary.main' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: current ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main' },
                }}
              >
                {t(`account.profile.nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
