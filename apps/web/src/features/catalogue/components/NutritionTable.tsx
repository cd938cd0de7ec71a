import type { Product } from '@spesa/domain';
import { t } from '../i18n';

type Nutrients = NonNullable<Product['metaData']['product_description']['nutritional_values']>;

/**
 * Average nutrition values per 100 g, or 100 ml for liquids, as the EU label (Reg. 1169/2011)
 * lists them. A plain table with the `.nutrition-table` classes of ListingStyles (decision 0084).
 */
export function NutritionTable({ values, liquid = false }: { values: Nutrients; liquid?: boolean }) {
  return (
    <table className="nutrition-table">
      <caption>
        {t(liquid ? 'catalogue.product.nutritionCaptionMl' : 'catalogue.product.nutritionCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('catalogue.product.nutrient')}</th>
          <th scope="col" className="nutrition-table__value">
            {t(liquid ? 'catalogue.product.per100ml' : 'catalogue.product.per100')}
          </th>
        </tr>
      </thead>
      <tbody>
        {values.map((v) => (
          <tr key={v.name}>
            <th scope="row">{v.name}</th>
            <td className="nutrition-table__value">{v.per100}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
