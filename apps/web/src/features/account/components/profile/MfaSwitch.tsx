import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { notify } from '../../../../lib/events';
import { useMfaEnabled, useUpdateMfa } from '../../api/securityApi';
import { errorText } from '../../api/result';
import { useT } from '../../i18n';
import { ProfileSection } from './ProfileSection';

/** mfa_enabled / update_mfa: a code by e-mail at every login. */
export function MfaSwitch() {
  const t = useT();
  const { data: enabled, isPending } = useMfaEnabled();
  const update = useUpdateMfa();
  return (
    <ProfileSection title={t('account.security.mfaTitle')} description={t('account.security.mfaText')}>
      {isPending ? (
        <Skeleton width={240} height={40} />
      ) : (
        <FormControlLabel
          control={
            <Switch
              checked={enabled === true}
              disabled={update.isPending}
              onChange={(e) =>
                update.mutate(e.target.checked, {
                  onSuccess: (on) =>
                    notify({
                      variant: 'success',
                      message: t(on ? 'account.security.mfaOn' : 'account.security.mfaOff'),
                    }),
                  onError: (err) =>
                    notify({ variant: 'error', message: errorText(err, t('common.genericError')) }),
                })
              }
            />
          }
          label={t('account.security.mfaLabel')}
        />
      )}
    </ProfileSection>
  );
}
