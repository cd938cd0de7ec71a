import type { ComponentType, ReactNode } from 'react';
import type { CategoryBlock } from '@spesa/domain';
import { HydrateWhenVisible } from '../lazy-hydration/HydrateWhenVisible';
import { GRID_BREAKPOINTS } from './page-grid-styles';

/** Renders one block; the block types themselves (banners, sliders...) belong to a feature. */
export type BlockComponent = ComponentType<{ block: CategoryBlock; eager?: boolean; fluid?: boolean }>;

type Column = {
  xs?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
  container?: boolean;
  blockIds: number[];
};
type Layout = Array<{ columns: Column[] }>;

const width = (v: number | undefined) => (typeof v === 'number' && v >= 1 && v <= 12 ? v : 12);

/** A column's width at each breakpoint, as classes of the page grid's sheet (pageGridStyles). */
const columnClasses = (col: Column) =>
  ['page-grid__column', ...GRID_BREAKPOINTS.map((bp) => `page-grid__column--${bp}-${width(col[bp])}`)].join(
    ' ',
  );

// Block types drawn over the page, not in it (the first-visit tutorial is a dialog): a row of
// only these is not what a phone shows first.
const OVERLAY_BLOCK_TYPES = new Set(['Tutorial']);

/** The row a phone shows first: the first one with a block drawn in the page itself. */
function firstScreenRow(rows: Layout, byId: Map<number, CategoryBlock>): number {
  const inPage = (id: number) => {
    const type = byId.get(id)?.templateBlockType?.modeName;
    return type !== undefined && !OVERLAY_BLOCK_TYPES.has(type);
  };
  const r = rows.findIndex((row) => row.columns.some((c) => c.blockIds.some(inPage)));
  return Math.max(r, 0);
}

/**
 * The page grid of spec section 2: rows of columns with xs..xl widths (default 12), each
 * column holding blocks. A row whose columns all ask for the container sits in the page
 * container; otherwise it runs full width (fluid background). Blocks the layout does not
 * mention are appended at the end, so nothing configured is lost. `Block` draws each block.
 * Plain elements with the classes of `pageGridStyles` (decision 0079): as MUI's Box, Container
 * and Grid, each cost a resolution of its styles in the page's hydration.
 */
export function PageLayoutGrid({
  layout,
  blocks,
  Block,
}: {
  layout: Layout;
  blocks: CategoryBlock[];
  Block: BlockComponent;
}) {
  const byId = new Map(blocks.map((b) => [b.categoryBlockId, b]));
  const placed = new Set(layout.flatMap((r) => r.columns.flatMap((c) => c.blockIds)));
  const rest = blocks.filter((b) => !placed.has(b.categoryBlockId)).map((b) => b.categoryBlockId);
  const rows: Layout = rest.length ? [...layout, { columns: [{ container: true, blockIds: rest }] }] : layout;
  const first = firstScreenRow(rows, byId);

  return (
    <div className="page-grid" data-cms-blocks>
      {rows.map((row, r) => {
        const contained = row.columns.every((c) => c.container !== false);
        const grid: ReactNode = (
          <div className={contained ? 'page-grid__columns page-grid__columns--spaced' : 'page-grid__columns'}>
            {row.columns.map((col, c) => (
              <div key={c} className={columnClasses(col)}>
                {col.blockIds.map((id) => {
                  const block = byId.get(id);
                  if (!block) return null;
                  // The rows up to the first screen's load their pictures at once (its largest
                  // paint is there) and hydrate right after the page, each block in a task of its
                  // own; later rows as they come near.
                  const drawn = <Block block={block} eager={r <= first} fluid={!contained} />;
                  return (
                    <HydrateWhenVisible key={id} when={r <= first ? 'soon' : 'visible'}>
                      {drawn}
                    </HydrateWhenVisible>
                  );
                })}
              </div>
            ))}
          </div>
        );
        return (
          <div
            key={r}
            className={[
              'page-grid__row',
              contained && 'page-grid__row--contained',
              r > first && 'page-grid__row--later',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {grid}
          </div>
        );
      })}
    </div>
  );
}
