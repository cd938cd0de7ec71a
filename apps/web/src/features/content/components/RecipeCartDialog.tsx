import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstAddQuantity, type Product } from '@spesa/domain';
import { useAddToCart } from '../../../components/ui/cart-actions/useAddToCart';
import { Price } from '../../../components/ui/price/Price';
import { ProductImage } from '../../../components/ui/product-image/ProductImage';
import { saleRulesFromProduct } from '../../../components/ui/quantity-stepper/saleRules';
import { ResponsiveDialog } from '../../../components/ui/responsive-dialog/ResponsiveDialog';
import { notify } from '../../../lib/events';
import { useIngredientSuggestions, useLinkedProducts } from '../api/ingredientsApi';
import { t } from '../i18n';
import type { RecipeIngredient } from '../types';

interface Props {
  ingredients: RecipeIngredient[];
  open: boolean;
  onClose: () => void;
}

/** One product offered for an ingredient: linked by the recipe, or a search suggestion. */
interface Offer {
  key: string;
  product: Product;
  suggested: boolean;
}

const offerKey = (ingredient: number, productId: number) => `${ingredient}:${productId}`;

/**
 * "Aggiungi gli ingredienti al carrello" (decision 0102): every ingredient with the products the
 * recipe links it to, the first one the store sells already ticked; an ingredient linked to
 * nothing shows the search's best candidates, unticked and marked as suggestions, or 'Nessun
 * prodotto trovato'. Only what the shopper leaves ticked goes to the cart, one product at a time
 * through the add-to-cart flow (login, address, timeslot, options are asked there).
 */
export function RecipeCartDialog({ ingredients, open, onClose }: Props) {
  const titleId = useId();
  return (
    <ResponsiveDialog open={open} onClose={onClose} titleId={titleId} maxWidth={560}>
      <DialogTitle id={titleId}>{t('content.recipe.addAll')}</DialogTitle>
      {open && <DialogBody ingredients={ingredients} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function DialogBody({ ingredients, onClose }: { ingredients: RecipeIngredient[]; onClose: () => void }) {
  const ids = [...new Set(ingredients.flatMap((i) => i.product_ids ?? []))];
  const linked = useLinkedProducts(ids);
  const unlinked = ingredients.filter((i) => (i.product_ids ?? []).length === 0).map((i) => i.text);
  const suggestions = useIngredientSuggestions(unlinked, true);
  const suggestionsOf = new Map(unlinked.map((text, n) => [text, suggestions[n]]));
  // Only the shopper's own ticks are kept: the defaults follow the products as they load.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [adding, setAdding] = useState(false);
  const addToCart = useAddToCart();

  const groups = ingredients.map((ingredient, n) => {
    const own = ingredient.product_ids ?? [];
    if (own.length > 0) {
      const products = own.flatMap((id) => linked.data?.get(id) ?? []);
      const first = products.find((p) => p.available > 0);
      return {
        ingredient,
        loading: linked.isPending,
        offers: products.map<Offer & { byDefault: boolean }>((p) => ({
          key: offerKey(n, p.productId),
          product: p,
          suggested: false,
          byDefault: p === first,
        })),
      };
    }
    const found = suggestionsOf.get(ingredient.text);
    return {
      ingredient,
      loading: found?.isPending ?? false,
      offers: (found?.data ?? []).map((p) => ({
        key: offerKey(n, p.productId),
        product: p,
        suggested: true,
        byDefault: false,
      })),
    };
  });
  const offers = groups.flatMap((g) => g.offers);
  const ticked = (o: (typeof offers)[number]) => o.product.available > 0 && (ticks[o.key] ?? o.byDefault);
  // A product chosen for two ingredients (butter twice) goes to the cart once.
  const chosen = [...new Map(offers.filter(ticked).map((o) => [o.product.productId, o.product])).values()];

  // One at a time: the cart flow may first ask for login, address and timeslot.
  const addChosen = async () => {
    setAdding(true);
    try {
      for (const product of chosen) await addToCart(product, firstAddQuantity(saleRulesFromProduct(product)));
      notify({ variant: 'success', message: t('content.recipe.added') });
      onClose();
    } catch {
      // The cart flow has told the shopper what went wrong.
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('content.recipe.dialogHint')}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {groups.map((g, n) => {
            const suggestedOnly = g.offers.length > 0 && g.offers.every((o) => o.suggested);
            return (
              <Box component="li" key={n}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {g.ingredient.text}
                </Typography>
                {suggestedOnly && (
                  <Typography variant="body2" color="text.secondary">
                    {t('content.recipe.suggestions')}
                  </Typography>
                )}
                {g.loading ? (
                  <CircularProgress size={20} aria-label={t('content.recipe.searching')} sx={{ mt: 1 }} />
                ) : g.offers.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('content.recipe.noProduct')}
                  </Typography>
                ) : (
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    {g.offers.map((o) => (
                      <OfferRow
                        key={o.key}
                        offer={o}
                        checked={ticked(o)}
                        onChange={(on) => setTicks((prev) => ({ ...prev, [o.key]: on }))}
                      />
                    ))}
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('content.recipe.cancel')}</Button>
        <Button variant="contained" onClick={() => void addChosen()} disabled={adding || chosen.length === 0}>
          {t('content.recipe.addChosen', { count: chosen.length })}
        </Button>
      </DialogActions>
    </>
  );
}

function OfferRow({
  offer,
  checked,
  onChange,
}: {
  offer: Offer;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { product, suggested } = offer;
  const available = product.available > 0;
  return (
    <FormControlLabel
      sx={{ alignItems: 'center', mr: 0, ml: -1 }}
      control={
        <Checkbox checked={checked} disabled={!available} onChange={(e) => onChange(e.target.checked)} />
      }
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, minWidth: 0 }}>
          <ProductImage src={product.mediaURL} alt="" size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {product.name}
              {suggested && (
                <Chip
                  label={t('content.recipe.suggestion')}
                  size="small"
                  variant="outlined"
                  sx={{ ml: 1, height: 20, verticalAlign: 'text-bottom' }}
                />
              )}
            </Typography>
            {product.vendor?.name && (
              <Typography variant="body2" color="text.secondary">
                {product.vendor.name}
              </Typography>
            )}
            {available ? (
              <Price product={product} />
            ) : (
              <Typography variant="body2" color="error.dark" sx={{ fontWeight: 600 }}>
                {t('content.recipe.unavailable')}
              </Typography>
            )}
          </Box>
        </Box>
      }
    />
  );
}
