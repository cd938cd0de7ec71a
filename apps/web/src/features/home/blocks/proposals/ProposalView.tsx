import { type Proposal } from '../block-meta';
import { ProposalButton } from './ProposalButton';
import { ProposalCard } from './ProposalCard';
import { ProposalImage } from './ProposalImage';

interface Props {
  proposal: Proposal;
  eager?: boolean;
  imageWidth?: number;
  imageHeight?: number;
}

/** Banner slides by categoryProposalType.name (spec section 2); ProposalImage is the default. */
export function ProposalView({ proposal, eager, imageWidth, imageHeight }: Props) {
  switch (proposal.categoryProposalType?.name) {
    case 'ProposalCard':
      return <ProposalCard proposal={proposal} eager={eager} />;
    case 'FooterCard':
      return <ProposalCard proposal={proposal} compact />;
    case 'ProposalButton':
      return <ProposalButton proposal={proposal} />;
    case 'ProposalHorizontalButton':
      return <ProposalButton proposal={proposal} horizontal />;
    case 'ProposalCustomImage':
    case 'ProposalImage':
    default:
      return <ProposalImage proposal={proposal} eager={eager} width={imageWidth} height={imageHeight} />;
  }
}
