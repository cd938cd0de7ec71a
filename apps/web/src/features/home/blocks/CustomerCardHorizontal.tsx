import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { blockDescription, blockTitle, metaString, proposalMeta } from './block-meta';
import type { BlockProps } from './types';

/**
 * Invitation to register (spec section 2), hidden on small screens and once the shopper is
 * logged in (or, before auth/test answers, was logged in at the last visit).
 */
export function CustomerCardHorizontal({ block }: BlockProps) {
  const t = useT();
  const { likelyLoggedIn } = useCurrentUser();
  const cta = block.proposals[0] ? metaString(proposalMeta(block.proposals[0]), 'BTN_TEXT') : undefined;
  if (likelyLoggedIn) return null;
  return (
    <Box
      sx={{
        display: { xs: 'none', sm: 'flex' },
        alignItems: 'center',
        gap: 3,
        p: 3,
        borderRadius: 2,
        bgcolor: '#E0F2F1',
        border: 1,
        borderColor: 'secondary.light',
      }}
    >
      <CardMembershipOutlinedIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="h3" gutterBottom>
          {blockTitle(block) ?? t('home.customerCardTitle')}
        </Typography>
        <Typography>{blockDescription(block) ?? t('home.customerCardText')}</Typography>
      </Box>
      <Button
        component={RouterLink}
        to="/registration-user"
        variant="contained"
        color="secondary"
        size="large"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {cta ?? t('home.customerCardCta')}
      </Button>
    </Box>
  );
}
