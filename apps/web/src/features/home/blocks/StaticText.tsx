import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useHtmlLinks } from '../../../components/ui/smart-link/useHtmlLinks';
import { blockBackground, blockTitle, metaString, proposalImages, safeColor } from './block-meta';
import type { BlockProps } from './types';

/**
 * HTML from the CMS (each proposal's content, else the block DESCRIPTION), sanitised by the
 * API (decision 0062). TITLE is
 * not repeated: the HTML carries its own heading.
 */
export function StaticText({ block, fluid }: BlockProps) {
  const onClick = useHtmlLinks();
  const first = block.proposals[0];
  const html = useMemo(
    () =>
      block.proposals.map((p) => p.content ?? p.descr ?? '').join('') ||
      metaString(block.metaData, 'DESCRIPTION') ||
      '',
    [block],
  );
  const bg = safeColor(blockBackground(block));
  const image = first ? proposalImages(first).desktop : null;
  if (!html) return null;
  return (
    <Box
      component="section"
      aria-label={blockTitle(block)}
      sx={{
        bgcolor: bg,
        backgroundImage: image ? `url("${encodeURI(image)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        borderRadius: (bg || image) && !fluid ? 2 : 0,
        py: bg || image ? { xs: 3, md: 4 } : 0,
        px: bg || image || fluid ? { xs: 2, md: 4 } : 0,
      }}
    >
      {/* Sanitised by the API (decision 0062): safe to inject. */}
      <Box
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: html }}
        // Full-width background, text kept to the page width and a readable line length.
        sx={{
          maxWidth: fluid ? 1200 : undefined,
          mx: fluid ? 'auto' : undefined,
          '& img': { maxWidth: '100%', height: 'auto' },
          '& a': { color: 'primary.main', fontWeight: 600 },
          '& > :first-of-type': { mt: 0 },
        }}
      />
    </Box>
  );
}
