import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../../components/ui/smart-link/SmartLink';
import {
  metaBool,
  metaString,
  proposalHref,
  proposalImages,
  proposalMeta,
  safeColor,
  type Proposal,
} from '../block-meta';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  proposal: Proposal;
  eager?: boolean;
  /** FooterCard: compact, image beside the text. */
  compact?: boolean;
}

/**
 * ProposalCard and FooterCard: image, title, text and a button. With SHOW_BLACK_LAYER the text
 * sits on the image over a dark layer (white text stays readable on any picture).
 */
export function ProposalCard({ proposal, eager, compact }: Props) {
  const meta = proposalMeta(proposal);
  const { desktop, mobile } = proposalImages(proposal);
  const href = proposalHref(proposal);
  const overlay = metaBool(meta, 'SHOW_BLACK_LAYER', false) && !!desktop;
  const bg = safeColor(metaString(meta, 'BACKGROUND_COLOR'));
  const color = overlay ? '#FFFFFF' : safeColor(metaString(meta, 'TEXT_COLOR'));
  const align = (metaString(meta, 'TEXT_ALIGN') as 'left' | 'center' | 'right' | undefined) ?? 'left';
  const btnText = metaString(meta, 'BTN_TEXT');
  const outlined = metaBool(meta, 'BTN_OUTLINED', false);
  // BTN_COLOR is a theme colour name ('primary', 'secondary') or a CSS colour.
  const btnColorRaw = metaString(meta, 'BTN_COLOR');
  const themed = btnColorRaw === 'primary' || btnColorRaw === 'secondary' ? btnColorRaw : undefined;
  const btnColor = themed ? undefined : safeColor(btnColorRaw);

  const text = (
    <Box
      sx={{
        p: compact ? 1.5 : 2,
        textAlign: align,
        color,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        flex: 1,
        justifyContent: overlay ? 'flex-end' : 'flex-start',
      }}
    >
      <Typography component="h3" variant={compact ? 'h6' : 'h4'} sx={{ color: 'inherit' }}>
        {proposal.name}
      </Typography>
      {proposal.descr && (
        <Typography variant="body2" sx={{ color: 'inherit' }}>
          {proposal.descr}
        </Typography>
      )}
      {href && btnText && (
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            component={SmartLink}
            href={href}
            variant={outlined ? 'outlined' : 'contained'}
            color={themed ?? 'primary'}
            underline="none"
            sx={
              btnColor
                ? outlined
                  ? { borderColor: btnColor, color: btnColor }
                  : { bgcolor: btnColor }
                : undefined
            }
          >
            {btnText}
          </Button>
        </Box>
      )}
    </Box>
  );

  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        bgcolor: bg,
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      {desktop && (
        <Box sx={compact ? { width: 96, flexShrink: 0 } : undefined}>
          <ResponsiveImage
            desktop={desktop}
            mobile={mobile}
            alt={overlay ? '' : proposal.imgAlt || ''}
            width={compact ? 96 : 600}
            height={compact ? 96 : 338}
            eager={eager}
          />
        </Box>
      )}
      {overlay ? (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            background: 'linear-gradient(to top, rgba(0,0,0,.78), rgba(0,0,0,.25))',
          }}
        >
          {text}
        </Box>
      ) : (
        text
      )}
      {/* Without a button the whole card is the link (name as its text, for screen readers). */}
      {href && !btnText && (
        <SmartLink
          href={href}
          aria-label={proposal.name}
          sx={{ position: 'absolute', inset: 0, '&:focus-visible': { outlineOffset: -3 } }}
        >
          <span />
        </SmartLink>
      )}
    </Card>
  );
}
