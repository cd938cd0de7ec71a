import Skeleton from '@mui/material/Skeleton';
import { useUserConsents } from '../../api/consentsApi';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { ProfileConsentsForm } from './ProfileConsentsForm';
import { ProfileSection } from './ProfileSection';

/** The customer's consents (list-by-type / update-disclaimer). */
export function ConsentsSection({ hasCard }: { hasCard: boolean }) {
  const t = useT();
  const { data, isError } = useUserConsents();
  return (
    <ProfileSection title={t('account.consents.title')} description={t('account.consents.intro')}>
      {isError && <FormMessage text={t('account.profile.loadError')} />}
      {!data && !isError && <Skeleton variant="rounded" height={160} />}
      {data && <ProfileConsentsForm list={data} hasCard={hasCard} />}
    </ProfileSection>
  );
}
