import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ProductCard from '../../../components/ui/product-card/ProductCard';
import { useT } from '../../../lib/i18n';
import { useTabProducts } from '../api/homeApi';
import { BlockTitle } from './BlockTitle';
import { productTabConfig } from './tab-config';
import type { BlockProps } from './types';

/** Tabs from JSON_CONFIG.tabs, each listing its category's products as big cards (spec section 2). */
export function ProductTab({ block }: BlockProps) {
  const t = useT();
  const baseId = useId();
  const { tabs, limit } = productTabConfig(block);
  const [index, setIndex] = useState(0);
  const current = tabs[index];
  const { data: products, isPending, isError } = useTabProducts(current, limit);
  if (tabs.length === 0) return null;

  return (
    <Box>
      <BlockTitle block={block} />
      <Tabs
        value={index}
        onChange={(_e, v: number) => setIndex(v)}
        variant="scrollable"
        scrollButtons="auto"
        textColor="secondary"
        indicatorColor="secondary"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab, i) => (
          <Tab
            key={i}
            label={tab.title ?? tab.categorySlug}
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel`}
            sx={{ fontWeight: 700 }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${index}`}
        aria-busy={isPending}
      >
        {isPending ? (
          <Grid container spacing={2}>
            {Array.from({ length: 2 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, md: 6 }}>
                <Skeleton variant="rounded" height={260} />
              </Grid>
            ))}
          </Grid>
        ) : isError || !products?.length ? (
          <Typography color="text.secondary">{t('home.tabEmpty')}</Typography>
        ) : (
          <Grid container spacing={2}>
            {products.map((p) => (
              <Grid key={p.productId} size={{ xs: 12, md: 6, xl: 4 }}>
                <ProductCard product={p} variant="big" />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Box>
  );
}
