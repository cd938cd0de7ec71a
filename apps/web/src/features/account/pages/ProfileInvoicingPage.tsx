import { FiscalPersonsSection } from '../components/profile/FiscalPersonsSection';
import { useT } from '../i18n';
import { ProfileSectionPage } from './ProfileSectionPage';

/** /profile/invoicing: the invoice holders (fiscal persons). */
export default function ProfileInvoicingPage() {
  const t = useT();
  return (
    <ProfileSectionPage title={t('account.profile.nav.invoicing')}>
      <FiscalPersonsSection />
    </ProfileSectionPage>
  );
}
