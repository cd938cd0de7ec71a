import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SSO_PROVIDERS, type SsoProvider } from '@spesa/domain';
import { notify } from '../../../../lib/events';
import { useLoginOptions } from '../../api/authApi';
import { useDeleteIdentity, useUserIdentities } from '../../api/identitiesApi';
import { errorText } from '../../api/result';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { LinkedLoginRow } from './LinkedLoginRow';
import { linkedLogins } from './linkedLogins';
import { ProfileSection } from './ProfileSection';

const orList = new Intl.ListFormat('it', { type: 'disjunction' });

/** Nothing linked: says so, and how to link one when the shop offers any. */
function NoLinkedLogins({ nameOf }: { nameOf: (p: SsoProvider) => string }) {
  const t = useT();
  const options = useLoginOptions();
  const offered = SSO_PROVIDERS.filter((p) => options[p]).map(nameOf);
  return (
    <>
      <Typography>{t('account.identities.empty')}</Typography>
      {offered.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('account.identities.emptyHint', { providers: orList.format(offered) })}
        </Typography>
      )}
    </>
  );
}

/** registration/user-identities: the provider logins linked to the account, each removable. */
export function LinkedLoginsSection() {
  const t = useT();
  const { data, isError } = useUserIdentities();
  const remove = useDeleteIdentity();
  // The provider stays set while the dialog closes, so its title does not change as it fades.
  const [target, setTarget] = useState<SsoProvider>('google');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const nameOf = (p: SsoProvider) => t(`account.identities.providers.${p}`);

  // The removed row took the focused button with it. This runs after the dialog gave the focus
  // back (a child's effect runs first), so the keyboard resumes in the section, not at the page top.
  // A counter, so that each removal asks once and nothing needs resetting.
  useEffect(() => {
    if (refocus > 0) body.current?.focus();
  }, [refocus]);

  const unlink = (provider: SsoProvider) =>
    remove.mutate(provider, {
      onSuccess: () => {
        notify({
          variant: 'success',
          message: t('account.identities.unlinked', { provider: nameOf(provider) }),
        });
        setRefocus((n) => n + 1);
      },
      onError: (e) => setFailure(errorText(e, t('common.genericError'))),
      onSettled: () => setConfirming(false),
    });

  const rows = data ? linkedLogins(data.identities) : null;
  return (
    <ProfileSection title={t('account.identities.title')} description={t('account.identities.intro')}>
      <FormMessage text={isError ? t('account.profile.loadError') : failure} />
      {!data && !isError && <Skeleton variant="rounded" height={72} />}
      <Box ref={body} tabIndex={-1}>
        {rows?.length === 0 && <NoLinkedLogins nameOf={nameOf} />}
        {rows && rows.length > 0 && (
          <List disablePadding>
            {rows.map((login) => (
              <LinkedLoginRow
                key={login.provider}
                login={login}
                name={nameOf(login.provider)}
                onUnlink={() => {
                  setFailure(null);
                  setTarget(login.provider);
                  setConfirming(true);
                }}
              />
            ))}
          </List>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('account.identities.confirmTitle', { provider: nameOf(target) })}
        text={t('account.identities.confirmText', { provider: nameOf(target) })}
        confirmLabel={t('account.identities.unlink')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => unlink(target)}
      />
    </ProfileSection>
  );
}
