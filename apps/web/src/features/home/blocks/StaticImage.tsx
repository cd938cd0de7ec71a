import Box from '@mui/material/Box';
import { BlockTitle } from './BlockTitle';
import { ProposalImage } from './proposals/ProposalImage';
import type { BlockProps } from './types';

/** One or more full-width pictures, each optionally a link. */
export function StaticImage({ block, eager }: BlockProps) {
  if (block.proposals.length === 0) return null;
  return (
    <Box>
      <BlockTitle block={block} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {block.proposals.map((p, i) => (
          <ProposalImage key={p.id} proposal={p} eager={eager && i === 0} />
        ))}
      </Box>
    </Box>
  );
}
