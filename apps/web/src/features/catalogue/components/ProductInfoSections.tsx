import { isVolumeUnit } from '@spesa/domain';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { t } from '../i18n';
import { NutritionTable } from './NutritionTable';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Text = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ whiteSpace: 'pre-line', maxWidth: '75ch' }}>{children}</Typography>
);

/** Description, ingredients, allergens, storage, nutrition and codes: the label on the pack. */
export function ProductInfoSections({ product }: { product: Product }) {
  const d = product.metaData.product_description;
  const description =
    product.metaData.product_info.extended_description || product.description || product.descr;
  return (
    <Box component="section" aria-labelledby="product-details-title" sx={{ mt: 4 }}>
      <Typography id="product-details-title" component="h2" variant="h3" sx={{ mb: 2 }}>
        {t('catalogue.product.details')}
      </Typography>
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
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
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
      </Box>
    </Box>
  );
}
