import { useAdv } from '../api/advApi';
import { useAlternatives } from '../api/alternativesApi';
import { t } from '../i18n';
import { RelatedProducts } from './RelatedProducts';

/** The product page's suggestions: its substitutes and what is often bought with it. */
export function ProductSuggestions({ productId }: { productId: number }) {
  const alternatives = useAlternatives(productId);
  const together = useAdv(productId, 'bought_together');
  return (
    <>
      <RelatedProducts title={t('catalogue.product.alternatives')} products={alternatives.data} />
      <RelatedProducts title={t('catalogue.product.boughtTogether')} products={together.data} />
    </>
  );
}
