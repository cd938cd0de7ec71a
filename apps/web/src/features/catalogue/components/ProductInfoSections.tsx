import { isVolumeUnit } from '@spesa/domain';
import type { ReactNode } from 'react';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import { NutritionTable } from './NutritionTable';

// Plain elements with the .product-details classes of ListingStyles (decision 0084).
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="product-details__section">
      <h3 className="product-details__heading">{title}</h3>
      {children}
    </section>
  );
}

const Text = ({ children }: { children: ReactNode }) => <p className="product-details__text">{children}</p>;

/** Description, ingredients, allergens, storage, nutrition and codes: the label on the pack. */
export function ProductInfoSections({ product }: { product: Product }) {
  const d = product.metaData.product_description;
  const description =
    product.metaData.product_info.extended_description || product.description || product.descr;
  return (
    <section aria-labelledby="product-details-title" className="product-details">
      <h2 id="product-details-title" className="product-details__title">
        {t('catalogue.product.details')}
      </h2>
      {description && (
        <Section title={t('catalogue.product.description')}>
          <Text>{description}</Text>
        </Section>
      )}
      {d.ingredients && (
        <Section title={t('catalogue.product.ingredients')}>
          <Text>{d.ingredients}</Text>
        </Section>
      )}
      {d.allergens && (
        <Section title={t('catalogue.product.allergens')}>
          <Text>{d.allergens}</Text>
        </Section>
      )}
      {d.storage && (
        <Section title={t('catalogue.product.storage')}>
          <Text>{d.storage}</Text>
        </Section>
      )}
      {d.nutritional_values && d.nutritional_values.length > 0 && (
        <Section title={t('catalogue.product.nutrition')}>
          <NutritionTable
            values={d.nutritional_values}
            liquid={isVolumeUnit(product.productInfos.WEIGHT_UNIT_BASE || product.weightUnitDisplay)}
          />
        </Section>
      )}
      <dl className="product-details__codes">
        <dt>{t('catalogue.product.brand')}</dt>
        <dd>{product.vendor.name}</dd>
        <dt>{t('catalogue.product.code')}</dt>
        <dd>{product.codInt}</dd>
        {product.barcode && (
          <>
            <dt>{t('catalogue.product.barcode')}</dt>
            <dd>{product.barcode}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
