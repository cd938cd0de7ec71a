import { ChangeEmailForm } from '../components/profile/ChangeEmailForm';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { MfaSwitch } from '../components/profile/MfaSwitch';
import { useT } from '../i18n';
import { useProfileDetail } from '../hooks/useProfileDetail';
import { ProfileSectionPage } from './ProfileSectionPage';

/** /profile/security: password, e-mail (the username), two-step login. */
export default function ProfileSecurityPage() {
  const t = useT();
  const { email } = useProfileDetail();
  return (
    <ProfileSectionPage title={t('account.profile.nav.security')}>
      <ChangePasswordForm email={email} />
      <ChangeEmailForm email={email} />
      <MfaSwitch />
    </ProfileSectionPage>
  );
}
