import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../lib/format';
import { useT } from '../../i18n';
import { ProviderIcon } from '../common/ProviderIcon';
import type { LinkedLogin } from './linkedLogins';

interface Props {
  login: LinkedLogin;
  name: string;
  onUnlink: () => void;
}

/** Icon, provider, e-mail and last use, and 'Scollega' (named with the provider for screen readers). */
export function LinkedLoginRow({ login, name, onUnlink }: Props) {
  const t = useT();
  const when = login.lastLoginAt
    ? t('account.identities.lastLogin', { date: formatDateTime(login.lastLoginAt) })
    : t('account.identities.linkedOn', { date: formatDateTime(login.linkedAt) });
  return (
    <ListItem
      divider
      disableGutters
      sx={{
        display: 'grid',
        // The text column may shrink below its longest word (long e-mails wrap); on phones the
        // button goes under the text, which then keeps the whole width for e-mail and date.
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 1.5,
      }}
    >
      {/* Level with the provider's name rather than centred on the whole text. */}
      <Box sx={{ display: 'flex', alignSelf: 'start', pt: 0.25 }}>
        <ProviderIcon provider={login.provider} />
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {login.emails.map((email) => (
          <Typography key={email} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="error"
        aria-label={t('account.identities.unlinkLabel', { provider: name })}
        onClick={onUnlink}
        sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start' }}
      >
        {t('account.identities.unlink')}
      </Button>
    </ListItem>
  );
}
