import type { CategoryNode } from '@spesa/domain';
import { PlainLink } from '../../../components/ui/plain-link/PlainLink';
import { t } from '../i18n';

/**
 * Subcategory links as chips: one scrollable row on phones (saves height), wrapped from 600 px up
 * (the .subcategories classes of ListingStyles).
 */
export function SubcategoryLinks({ categories }: { categories: CategoryNode[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('catalogue.subcategories')} className="subcategories">
      <ul>
        {categories.map((c) => (
          <li key={c.categoryId}>
            <PlainLink to={`/category/${c.slug}`}>{c.name}</PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
