import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n';
import { PROFILE_SECTIONS } from './profileSections';

/** Phone navigation: the profile's pages as a list of big touch targets (on the dashboard). */
export function ProfileNavList() {
  const t = useT();
  return (
    <Paper
      component="nav"
      aria-label={t('account.profile.navLabel')}
      variant="outlined"
      sx={{ display: { sm: 'none' } }}
    >
      <List disablePadding>
        {PROFILE_SECTIONS.slice(1).map(({ path, key, Icon }) => (
          <ListItem key={path} disablePadding divider>
            <ListItemButton component={RouterLink} to={path}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t(`account.profile.nav.${key}`)} />
              <ChevronRightIcon aria-hidden="true" color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
