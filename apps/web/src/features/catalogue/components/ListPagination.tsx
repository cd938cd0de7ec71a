import { ListPagination as PageLinks } from '../../../components/ui/list-pagination/ListPagination';
import { t } from '../i18n';

/** Page links of a product list (the shared list pagination, named for products). */
export function ListPagination({ page, count }: { page: number; count: number }) {
  return <PageLinks page={page} count={count} label={t('catalogue.pagination')} />;
}
