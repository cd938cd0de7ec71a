import Typography from '@mui/material/Typography';
import type { CategoryBlock } from '@spesa/domain';
import { blockDescription, blockTitle } from './block-meta';

/** TITLE (h2, the page has one h1) and DESCRIPTION of a block, when the CMS set them. */
export function BlockTitle({ block, id }: { block: CategoryBlock; id?: string }) {
  const title = blockTitle(block);
  const description = blockDescription(block);
  if (!title && !description) return null;
  return (
    <>
      {title && (
        <Typography component="h2" variant="h2" id={id} sx={{ mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
      )}
      {description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
    </>
  );
}
