import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UserDetail } from '@spesa/domain';
import { useT } from '../../i18n';
import { ProfileSection } from './ProfileSection';

/** Name, e-mail and customer type at a glance. */
export function UserSummary({ detail }: { detail: UserDetail }) {
  const t = useT();
  const rows: Array<[string, string]> = [
    [t('account.profile.name'), `${detail.firstName} ${detail.lastName}`.trim()],
    ...(detail.companyName
      ? [[t('account.registration.personal.companyName'), detail.companyName] as [string, string]]
      : []),
    [t('account.profile.email'), detail.email],
    [t('account.profile.type'), t(`account.userType.${detail.userTypeId}`)],
  ];
  return (
    <ProfileSection title={t('account.profile.userData')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}
