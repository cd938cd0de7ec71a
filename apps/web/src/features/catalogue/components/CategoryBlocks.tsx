import { Suspense, lazy } from 'react';
import type { Category } from '@spesa/domain';

// The block grid belongs to the home feature (its block registry: banners, sliders...). Loaded
// lazily so category pages without blocks, most of them, never download the registry.
const PageLayoutGrid = lazy(() =>
  import('../../home/components/PageLayoutGrid').then((m) => ({ default: m.PageLayoutGrid })),
);

/** The CMS blocks of a category page (department landing pages carry banners and sliders). */
export function CategoryBlocks({ category }: { category: Category }) {
  if (category.categoryBlocks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PageLayoutGrid layout={category.layout} blocks={category.categoryBlocks} />
    </Suspense>
  );
}
