import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title';
import { FidelityCard } from '../components/profile/FidelityCard';
import { ProfileNavList } from '../components/profile/ProfileNavList';
import { UserSummary } from '../components/profile/UserSummary';
import { useT } from '../i18n';
import { useProfileDetail } from '../hooks/useProfileDetail';

/** /profile/dashboard: greeting, the customer's data, the loyalty card; the section list on phones. */
export default function ProfileDashboardPage() {
  const t = useT();
  const detail = useProfileDetail();
  useDocumentTitle(t('account.profile.title'));
  const holder = `${detail.firstName} ${detail.lastName}`.trim();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="p">
        {t('account.profile.greeting', { name: detail.firstName || detail.email })}
      </Typography>
      <ProfileNavList />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: detail.fidelityCard ? '1fr 1fr' : '1fr' },
        }}
      >
        <UserSummary detail={detail} />
        {detail.fidelityCard ? (
          <FidelityCard
            holder={holder}
            cardCode={detail.fidelityCard.cardCode}
            points={detail.fidelityCard.points}
          />
        ) : null}
      </Box>
    </Box>
  );
}
