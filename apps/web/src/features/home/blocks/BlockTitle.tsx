import type { CategoryBlock } from '@spesa/domain';
import { blockDescription, blockTitle } from './block-meta';

/** TITLE (h2, the page has one h1) and DESCRIPTION of a block, when the CMS set them. */
export function BlockTitle({ block, id }: { block: CategoryBlock; id?: string }) {
  const title = blockTitle(block);
  const description = blockDescription(block);
  if (!title && !description) return null;
  // Plain elements with the .block-title classes of ListingStyles (decision 0083): a department
  // or home page draws one for each of its blocks in its hydration.
  return (
    <>
      {title && (
        <h2 id={id} className={description ? 'block-title block-title--tight' : 'block-title'}>
          {title}
        </h2>
      )}
      {description && <p className="block-lead">{description}</p>}
    </>
  );
}
