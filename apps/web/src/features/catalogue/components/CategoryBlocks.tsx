import { Suspense } from 'react';
import type { Category } from '@spesa/domain';
import { PageLayoutGrid } from '../../../components/ui/page-grid/PageLayoutGrid';
import { useBlockRenderer } from '../../../components/ui/page-grid/block-renderer';

/** The CMS blocks of a category page (department landing pages carry banners and sliders). */
export function CategoryBlocks({ category }: { category: Category }) {
  // The block types come from app/ (they belong to the home feature), loaded lazily so category
  // pages without blocks, most of them, never download them.
  const Block = useBlockRenderer();
  if (category.categoryBlocks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PageLayoutGrid layout={category.layout} blocks={category.categoryBlocks} Block={Block} />
    </Suspense>
  );
}
