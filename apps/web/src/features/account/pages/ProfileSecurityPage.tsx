import { ChangeEmailForm } from '../components/profile/ChangeEmailForm';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { LinkedLoginsSection } from '../components/profile/LinkedLoginsSection';
import { MfaSwitch } from '../components/profile/MfaSwitch';
import { useT } from '../i18n';
import { useProfileDetail } from '../hooks/useProfileDetail';
import { ProfileSectionPage } from './ProfileSectionPage';

/** /profile/security: password, e-mail (the username), two-step login, linked provider logins. */
export default function ProfileSecurityPage() {
  const t = useT();
  const { email } = useProfileDetail();
  return (
    <ProfileSectionPage title={t('account.profile.nav.security')}>
      <ChangePasswordForm email={email} />
      <ChangeEmailForm email={email} />
      <MfaSwitch />
      <LinkedLoginsSection />
    </ProfileSectionPage>
  );
}
