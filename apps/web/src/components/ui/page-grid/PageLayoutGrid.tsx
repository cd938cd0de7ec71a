import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { CategoryBlock } from '@spesa/domain';
import { HydrateWhenVisible } from '../lazy-hydration/HydrateWhenVisible';

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
    <Box
      data-cms-blocks
      sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 5 }, py: { xs: 2, md: 3 } }}
    >
      {rows.map((row, r) => {
        const contained = row.columns.every((c) => c.container !== false);
        const grid: ReactNode = (
          <Grid container spacing={contained ? { xs: 2, md: 3 } : 0}>
            {row.columns.map((col, c) => (
              <Grid
                key={c}
                size={{
                  xs: width(col.xs),
                  sm: width(col.sm),
                  md: width(col.md),
                  lg: width(col.lg),
                  xl: width(col.xl),
                }}
                sx={{ minWidth: 0 }}
              >
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                  {col.blockIds.map((id) => {
                    const block = byId.get(id);
                    if (!block) return null;
                    // The rows up to the first screen's load their pictures at once and hydrate
                    // with the page (its largest paint is there); later rows as they come near.
                    const drawn = <Block key={id} block={block} eager={r <= first} fluid={!contained} />;
                    return r <= first ? drawn : <HydrateWhenVisible key={id}>{drawn}</HydrateWhenVisible>;
                  })}
                </Box>
              </Grid>
            ))}
          </Grid>
        );
        return contained ? (
          <Container key={r} maxWidth="xl" sx={{ px: 2 }}>
            {grid}
          </Container>
        ) : (
          <Box key={r}>{grid}</Box>
        );
      })}
    </Box>
  );
}
