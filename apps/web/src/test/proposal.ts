import type { CategoryBlock } from '@spesa/domain';

type Proposal = CategoryBlock['proposals'][number];

/** A CMS block's proposal (a banner, a slide) for tests: a picture-less one unless `fields` say. */
export function proposal(id: number, fields: Partial<Proposal> = {}): Proposal {
  return {
    id,
    categoryProposalType: { name: 'ProposalImage' },
    slug: `p${id}`,
    priority: 0,
    name: `Proposta ${id}`,
    descr: null,
    content: null,
    img: null,
    imgAlt: null,
    imgDescription: null,
    categoryProposedId: null,
    clickable: false,
    link: null,
    proposalUrl: null,
    proposalUrlType: null,
    metaData: { category_proposal_type: {} },
    ...fields,
  };
}
