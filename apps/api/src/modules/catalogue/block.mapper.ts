import type { CategoryBlock } from '@spesa/domain';
import type { BlockRow, ProposalRow } from './categories.repository.js';

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A category block with its proposals, in the contract's shape (products filled by the service). */
export function toCategoryBlock(b: BlockRow, proposals: ProposalRow[]): CategoryBlock {
  return {
    categoryBlockId: b.category_block_id,
    templateBlock: { codInt: b.template_cod_int },
    templateBlockType: { modeName: b.mode_name },
    metaData: parseObject(b.metadata_json),
    proposals: proposals.map((p) => ({
      id: p.proposal_id,
      categoryProposalType: { name: p.type_name },
      slug: p.slug,
      priority: p.priority,
      name: p.name,
      descr: p.descr,
      content: p.content,
      img: p.img,
      imgAlt: p.img_alt,
      imgDescription: p.img_description,
      categoryProposedId: p.category_proposed_id,
      clickable: p.clickable === 1,
      link: p.link,
      proposalUrl: p.proposal_url,
      proposalUrlType: p.proposal_url_type,
      metaData: { category_proposal_type: parseObject(p.metadata_json) },
    })),
    products: [],
  };
}
