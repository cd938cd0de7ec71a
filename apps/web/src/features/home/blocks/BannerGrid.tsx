import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { BlockTitle } from './BlockTitle';
import { blockConfig, metaNumber } from './block-meta';
import type { BlockProps } from './types';
import { ProposalView } from './proposals/ProposalView';

/** Spec: banner grid default column widths xs 12, sm 6, md 4, lg 4, xl 4; JSON_CONFIG may override. */
export const BANNER_GRID_DEFAULTS = { xs: 12, sm: 6, md: 4, lg: 4, xl: 4 } as const;

export function BannerGrid({ block, eager }: BlockProps) {
  const config = blockConfig(block);
  const cols = (config.cols ?? config) as Record<string, unknown>;
  const size = Object.fromEntries(
    Object.entries(BANNER_GRID_DEFAULTS).map(([bp, def]) => [bp, metaNumber(cols, bp, def)]),
  ) as Record<keyof typeof BANNER_GRID_DEFAULTS, number>;
  if (block.proposals.length === 0) return null;
  return (
    <Box>
      <BlockTitle block={block} />
      <Grid container spacing={2}>
        {block.proposals.map((p, i) => (
          <Grid key={p.id} size={size}>
            <ProposalView proposal={p} eager={eager && i === 0} imageWidth={600} imageHeight={338} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
