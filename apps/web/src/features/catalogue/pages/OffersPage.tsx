import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { Breadcrumb } from '../../../components/ui/breadcrumb/Breadcrumb';
import { DepartmentSelect } from '../components/DepartmentSelect';
import { PageContainer } from '../components/PageContainer';
import { ProductListing } from '../components/ProductListing';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { t } from '../i18n';

/** The URL parameter of the department filter (the API's parent_category_id, by id). */
const DEPARTMENT = 'category';

/**
 * /offerte: every product in promotion (the products API with promo=true), with the department,
 * brand and feature filters of the other listings. Linked from the menu and the home's offers.
 */
export default function OffersPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(DEPARTMENT));
  const department = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  useDocumentTitle(t('catalogue.offers.heading'), t('catalogue.offers.description'));

  const chooseDepartment = (id: number | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set(DEPARTMENT, String(id));
        else next.delete(DEPARTMENT);
        // Another department is another list: its brands differ, and page 1 is where it starts.
        for (const k of ['page', 'vendor', 'product_class']) next.delete(k);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <PageContainer>
      <Breadcrumb items={[{ label: t('catalogue.offers.title') }]} />
      <Typography component="h1" variant="h1" sx={{ mt: 1, mb: 1 }}>
        {t('catalogue.offers.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('catalogue.offers.description')}
      </Typography>
      <DepartmentSelect value={department} onChange={chooseDepartment} />
      <ProductListing
        base={{ promo: true, parentCategoryId: department }}
        empty={<Typography sx={{ py: 4 }}>{t('catalogue.offers.empty')}</Typography>}
      />
    </PageContainer>
  );
}
