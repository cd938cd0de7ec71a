import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { LoginOptions, SsoProvider } from '@spesa/domain';
import type { ExternalLoginState } from '../../hooks/useExternalLogin';
import { useT } from '../../i18n';
import { ProviderIcon } from '../common/ProviderIcon';

interface Props {
  options: LoginOptions;
  state: ExternalLoginState;
  onStart: (provider: SsoProvider) => void;
  onCancel: () => void;
}

const PROVIDERS: SsoProvider[] = ['google', 'facebook', 'saml'];

/**
 * 'Accedi con Google / Facebook / SSO aziendale' under the credentials, after an 'oppure'
 * divider; nothing when the shop offers none. The buttons stay while a popup is open (the
 * keyboard focus stays put); a status line says the login is under way and offers to cancel.
 */
export function ExternalLoginButtons({ options, state, onStart, onCancel }: Props) {
  const t = useT();
  const offered = PROVIDERS.filter((p) => options[p]);
  if (offered.length === 0) return null;
  const busy = state.kind !== 'idle';
  return (
    <Box role="group" aria-label={t('account.sso.groupLabel')}>
      <Divider sx={{ my: 3, color: 'text.secondary' }}>{t('account.sso.or')}</Divider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {offered.map((provider) => (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            fullWidth
            startIcon={<ProviderIcon provider={provider} />}
            disabled={state.kind === 'leaving'}
            onClick={() => onStart(provider)}
            sx={{ borderColor: 'grey.500', bgcolor: 'background.paper' }}
          >
            {t(`account.sso.${provider}`)}
          </Button>
        ))}
      </Box>
      {/* Always in the page, so that screen readers announce what appears in it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: busy ? 2 : 0 }}>
        {busy && <CircularProgress size={22} aria-hidden="true" />}
        <Box role="status" sx={{ flex: 1, minWidth: 180 }}>
          {busy && <Typography sx={{ fontWeight: 600 }}>{t('account.sso.progress')}</Typography>}
          {state.kind === 'popup' && (
            <Typography variant="body2" color="text.secondary">
              {t('account.sso.popupHint')}
            </Typography>
          )}
        </Box>
        {state.kind === 'popup' && (
          <Button onClick={onCancel} variant="text">
            {t('account.common.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
