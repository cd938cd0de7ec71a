import { BillingForm } from '../components/profile/BillingForm';
import { ContactsForm } from '../components/profile/ContactsForm';
import { UserDataForm } from '../components/profile/UserDataForm';
import { useT } from '../i18n';
import { useProfileDetail } from '../hooks/useProfileDetail';
import { ProfileSectionPage } from './ProfileSectionPage';

/** /profile/personal-data: personal or business data, contacts, billing address. */
export default function ProfileDataPage() {
  const t = useT();
  const detail = useProfileDetail();
  return (
    <ProfileSectionPage title={t('account.profile.nav.data')}>
      <UserDataForm detail={detail} />
      <ContactsForm detail={detail} />
      <BillingForm detail={detail} />
    </ProfileSectionPage>
  );
}
