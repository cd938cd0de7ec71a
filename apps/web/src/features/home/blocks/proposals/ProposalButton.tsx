import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { SmartLink } from '../../../../components/ui/smart-link/SmartLink';
import {
  metaString,
  proposalHref,
  proposalImages,
  proposalMeta,
  safeColor,
  type Proposal,
} from '../block-meta';

/** ProposalButton (stacked) and ProposalHorizontalButton (icon beside text): a big tappable link. */
export function ProposalButton({ proposal, horizontal }: { proposal: Proposal; horizontal?: boolean }) {
  const meta = proposalMeta(proposal);
  const { desktop } = proposalImages(proposal);
  const href = proposalHref(proposal);
  const bg = safeColor(metaString(meta, 'BACKGROUND_COLOR')) ?? '#FFF3E0';
  const color = safeColor(metaString(meta, 'TEXT_COLOR')) ?? 'text.primary';
  const body = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        minHeight: 64,
        height: '100%',
        bgcolor: bg,
        color,
        borderRadius: 2,
        textAlign: horizontal ? 'left' : 'center',
        transition: 'box-shadow .2s',
        '&:hover': { boxShadow: 3 },
      }}
    >
      {desktop && (
        <img
          src={desktop}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          style={{ objectFit: 'contain', flexShrink: 0 }}
        />
      )}
      <Typography component="span" sx={{ fontWeight: 700, flex: 1 }}>
        {metaString(meta, 'BTN_TEXT') ?? proposal.name}
      </Typography>
      {horizontal && href && <ChevronRightIcon aria-hidden="true" />}
    </Box>
  );
  return href ? (
    <SmartLink
      href={href}
      underline="none"
      color="inherit"
      sx={{ display: 'block', height: '100%', borderRadius: 2 }}
    >
      {body}
    </SmartLink>
  ) : (
    body
  );
}
