import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { firstAddQuantity } from '@spesa/domain';
import { ProductCard } from '../../../components/ui/product-card/ProductCard';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { useAddToCart } from '../../../components/ui/cart-actions/useAddToCart';
import { notify } from '../../../lib/events';
import { useIngredientProducts } from '../api/ingredientsApi';
import { t } from '../i18n';
import type { WpPost } from '../types';
import { ContentHtml } from './ContentHtml';

/** A recipe's cook time, rating, ingredients (with the shop's products for them) and steps. */
export function RecipeDetails({ recipe }: { recipe: WpPost }) {
  const ingredients = recipe.recipe_ingredients ?? [];
  const slugs = [...new Set(ingredients.flatMap((i) => (i.product_slug ? [i.product_slug] : [])))];
  const products = useIngredientProducts(slugs);
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const available = (products.data ?? []).filter((p) => p.available > 0);

  // One at a time: the cart flow may first ask for login, address and timeslot.
  const addAll = async () => {
    setAdding(true);
    try {
      for (const product of available)
        await addToCart(product, firstAddQuantity(saleRulesFromProduct(product)));
      notify({ variant: 'success', message: t('content.recipe.added') });
    } catch {
      // The cart flow has told the shopper what went wrong.
    } finally {
      setAdding(false);
    }
  };

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
          {available.length > 0 && (
            <>
              <Button
                variant="contained"
                startIcon={<AddShoppingCartIcon />}
                onClick={() => void addAll()}
                disabled={adding}
                sx={{ mt: 2 }}
              >
                {t('content.recipe.addAll')}
              </Button>
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
