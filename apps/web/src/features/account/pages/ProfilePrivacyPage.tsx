import { ConsentsSection } from '../components/profile/ConsentsSection';
import { DeleteAccountSection } from '../components/profile/DeleteAccountSection';
import { useT } from '../i18n';
import { useProfileDetail } from '../hooks/useProfileDetail';
import { ProfileSectionPage } from './ProfileSectionPage';

/** /profile/privacy: consents and account deletion. */
export default function ProfilePrivacyPage() {
  const t = useT();
  const detail = useProfileDetail();
  return (
    <ProfileSectionPage title={t('account.profile.nav.privacy')}>
      <ConsentsSection hasCard={detail.fidelityCard !== null} />
      <DeleteAccountSection email={detail.email} />
    </ProfileSectionPage>
  );
}
