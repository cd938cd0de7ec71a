import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';
import { useLinkedProducts } from '../api/ingredientsApi';
import { t } from '../i18n';
import type { WpPost } from '../types';
import { ContentHtml } from './ContentHtml';

// The choice of products (checkboxes, chips) loads when the shopper asks for it.
const RecipeCartDialog = lazyPart('RecipeCartDialog', () =>
  import('./RecipeCartDialog').then((m) => ({ default: m.RecipeCartDialog })),
);

/**
 * A recipe's cook time, rating, ingredients (with the shop's products the recipe links them to)
 * and steps. "Aggiungi gli ingredienti al carrello" opens the choice of products (decision 0102).
 */
export function RecipeDetails({ recipe }: { recipe: WpPost }) {
  const ingredients = recipe.recipe_ingredients ?? [];
  const ids = [...new Set(ingredients.flatMap((i) => i.product_ids ?? []))];
  const products = useLinkedProducts(ids);
  const [choosing, setChoosing] = useState(false);
  // Each ingredient's first linked product the store sells, once.
  const available = [
    ...new Map(
      ingredients.flatMap((i) => {
        const p = (i.product_ids ?? [])
          .flatMap((id) => products.data?.get(id) ?? [])
          .find((x) => x.available > 0);
        return p ? [[p.productId, p] as const] : [];
      }),
    ).values(),
  ];

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {recipe.recipe_cook_time_text && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScheduleIcon aria-hidden color="action" />
            <Typography>
              {t('content.recipe.cookTime')}: <b>{recipe.recipe_cook_time_text}</b>
            </Typography>
          </Stack>
        )}
        {!!recipe.rating && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Rating value={recipe.rating} precision={0.1} readOnly aria-hidden size="small" />
            <Typography variant="body2">
              {t('content.recipe.rating', { value: String(recipe.rating).replace('.', ',') })}
            </Typography>
          </Stack>
        )}
      </Stack>
      {ingredients.length > 0 && (
        <Box component="section" aria-labelledby="recipe-ingredients">
          <Typography id="recipe-ingredients" component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('content.recipe.ingredients')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
            {ingredients.map((i) => (
              <li key={i.text}>{i.text}</li>
            ))}
          </Box>
          <Button
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            onClick={() => setChoosing(true)}
            aria-haspopup="dialog"
            sx={{ mt: 2 }}
          >
            {t('content.recipe.addAll')}
          </Button>
          {choosing && <RecipeCartDialog ingredients={ingredients} open onClose={() => setChoosing(false)} />}
          {available.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
                {t('content.recipe.inShop')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: {
                    xs: 'repeat(2, minmax(0, 1fr))',
                    sm: 'repeat(3, minmax(0, 1fr))',
                    md: 'repeat(5, minmax(0, 1fr))',
                  },
                }}
              >
                {available.map((p) => (
                  <ProductCard key={p.productId} product={p} headingLevel="h4" />
                ))}
              </Box>
            </>
          )}
        </Box>
      )}
      {(recipe.recipe_steps?.length ?? 0) > 0 && (
        <Box component="section" aria-labelledby="recipe-steps">
          <Typography id="recipe-steps" component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('content.recipe.steps')}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1.5 } }}>
            {recipe.recipe_steps!.map((step, n) => (
              <li key={n}>
                <ContentHtml html={step} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
