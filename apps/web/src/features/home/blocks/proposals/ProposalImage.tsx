import { SmartLinkBox } from '../../components/SmartLinkBox';
import { metaBool, proposalHref, proposalImages, proposalMeta, type Proposal } from '../block-meta';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  proposal: Proposal;
  width?: number;
  height?: number;
  eager?: boolean;
}

/** ProposalImage (the default type) and ProposalCustomImage: a picture, optionally a link. */
export function ProposalImage({ proposal, width = 1200, height = 400, eager }: Props) {
  const { desktop, mobile } = proposalImages(proposal);
  if (!desktop) return null;
  const meta = proposalMeta(proposal);
  const image = (
    <ResponsiveImage
      desktop={desktop}
      mobile={mobile}
      // The picture carries the message, so its alt text is the banner's text (name as fallback).
      alt={proposal.imgAlt || proposal.name || ''}
      width={width}
      height={height}
      eager={eager}
      contain={metaBool(meta, 'CONTAIN', false)}
    />
  );
  const href = proposalHref(proposal);
  return (
    <div className="proposal-image">
      {href ? (
        <SmartLinkBox href={href} title={proposal.imgDescription ?? undefined}>
          {image}
        </SmartLinkBox>
      ) : (
        image
      )}
    </div>
  );
}
