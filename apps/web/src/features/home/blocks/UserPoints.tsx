import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarsIcon from '@mui/icons-material/Stars';
import { useCurrentUser, userDetailQuery } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { blockConfig, metaString } from './block-meta';
import type { BlockProps } from './types';

/** The Awards (points) page: a content page unless the block names another. */
export const AWARDS_PATH = '/page/premi';

/** The shopper's available CAMI points, linking to the Awards page; nothing for visitors. */
export function UserPoints({ block }: BlockProps) {
  const t = useT();
  const { isLoggedIn } = useCurrentUser();
  const detail = useQuery({ ...userDetailQuery, enabled: isLoggedIn });
  const card = detail.data?.fidelityCard;
  if (!isLoggedIn || !card) return null;
  const to = metaString(blockConfig(block), 'link') ?? AWARDS_PATH;
  return (
    <Paper
      component="section"
      aria-label={t('home.pointsTitle')}
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', bgcolor: '#FFF8E1' }}
    >
      <StarsIcon aria-hidden sx={{ color: '#B26A00', fontSize: 40 }} />
      <Box sx={{ flex: '1 1 160px' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {t('home.points', { points: card.points.toLocaleString('it-IT') })}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} variant="contained">
        {t('home.pointsLink')}
      </Button>
    </Paper>
  );
}
