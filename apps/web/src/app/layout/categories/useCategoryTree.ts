import type { CategoryNode } from '@spesa/domain';

// The tree is the catalogue's (the offers page filters by department with it too): one query,
// one cache entry for the menu and the pages.
export { categoryTreeQuery, useCategoryTree } from '../../../features/catalogue/api/categoryApi';

export const categoryPath = (c: Pick<CategoryNode, 'slug'>) => `/category/${c.slug}`;
