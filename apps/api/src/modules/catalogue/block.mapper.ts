import type { CategoryBlock } from '@spesa/domain';
import { cleanHtml } from '../../lib/html.js';
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

/** Blocks whose description is HTML the storefront injects (the others show it as text). */
const HTML_BLOCKS = new Set(['StaticText']);

/** A block's metadata; an HTML block's DESCRIPTION made safe (decision 0062). */
function blockMeta(b: BlockRow): Record<string, unknown> {
  const meta = parseObject(b.metadata_json);
  if (HTML_BLOCKS.has(b.mode_name) && typeof meta.DESCRIPTION === 'string')
    meta.DESCRIPTION = cleanHtml(meta.DESCRIPTION);
  return meta;
}

/**
 * A category block with its proposals, in the contract's shape (products filled by the service).
 * A proposal's `content` is HTML, and so is an HTML block's `descr`: both are sanitised here, the
 * storefront injects them as they come.
 */
export function toCategoryBlock(b: BlockRow, proposals: ProposalRow[]): CategoryBlock {
  const html = HTML_BLOCKS.has(b.mode_name);
  return {
    categoryBlockId: b.category_block_id,
    templateBlock: { codInt: b.template_cod_int },
    templateBlockType: { modeName: b.mode_name },
    metaData: blockMeta(b),
    proposals: proposals.map((p) => ({
      id: p.proposal_id,
      categoryProposalType: { name: p.type_name },
      slug: p.slug,
      priority: p.priority,
      name: p.name,
      descr: html && p.descr ? cleanHtml(p.descr) : p.descr,
      content: p.content === null ? null : cleanHtml(p.content),
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
