import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Suggestion } from '@spesa/domain';
import { useSuggestions, SUGGEST_MIN_CHARS } from '../../../components/ui/search-suggestions/useSuggestions';
import { visuallyHidden } from '../../../components/ui/visuallyHidden';
import { useLinkedProducts } from '../api/ingredientsApi';
import { moved } from './list-order';

/** An ingredient as the editor holds it: `key` only tells the rows apart while they move. */
export interface IngredientRow {
  key: string;
  text: string;
  product_ids: number[];
}

/** The API's limits (decision 0107). */
export const MAX_INGREDIENTS = 60;
export const MAX_PRODUCTS = 10;

let lastKey = 0;
export const newIngredient = (text = '', product_ids: number[] = []): IngredientRow => ({
  key: `ingredient-${++lastKey}`,
  text,
  product_ids,
});

/** What to focus once the list has been drawn again: a row's field or button ('unlink-12'). */
type FocusTarget = { key: string; part: string };

/**
 * A recipe's "Ingredienti" (decision 0107): one row per ingredient with its text, the catalogue
 * products it is linked to (shown by name, the first the one the recipe page offers) each with
 * a remove button, an "Aggiungi prodotto" search (the header's suggestions), and buttons to add,
 * remove and move ingredients. Moves and removals are read out by screen readers.
 */
export function IngredientsEditor({
  ingredients,
  onChange,
}: {
  ingredients: IngredientRow[];
  onChange: (ingredients: IngredientRow[]) => void;
}) {
  const ids = [...new Set(ingredients.flatMap((i) => i.product_ids))];
  const linked = useLinkedProducts(ids, { keepPrevious: true });
  // Names of products just picked, until the catalogue's answer for the new ids arrives.
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<FocusTarget | null>(null);
  const container = useRef<HTMLFieldSetElement | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    // Keys and parts are letters, digits, '-' and ':' only: safe inside the quoted value.
    const mark = `${target.key}:${target.part}`;
    container.current?.querySelector<HTMLElement>(`[data-focus="${mark}"]`)?.focus();
  });

  const nameOf = (id: number) => {
    const product = linked.data?.get(id);
    if (product) return product.name;
    if (picked[id]) return picked[id];
    return linked.isPending
      ? `Prodotto ${id} (caricamento…)`
      : `Prodotto ${id} (non venduto in questo negozio)`;
  };
  const label = (i: number) => ingredients[i]!.text.trim() || `ingrediente ${i + 1}`;
  const set = (i: number, change: Partial<IngredientRow>) =>
    onChange(ingredients.map((row, j) => (j === i ? { ...row, ...change } : row)));

  const add = () => {
    const row = newIngredient();
    focusNext.current = { key: row.key, part: 'text' };
    onChange([...ingredients, row]);
  };
  const remove = (i: number) => {
    const next = ingredients.filter((_, j) => j !== i);
    // The focus goes to the row that takes its place, or the one before, or the add button.
    const neighbour = next[i] ?? next[i - 1];
    focusNext.current = neighbour ? { key: neighbour.key, part: 'text' } : { key: 'list', part: 'add' };
    setAnnouncement(`Ingrediente ${label(i)} eliminato.`);
    onChange(next);
  };
  const move = (i: number, by: -1 | 1) => {
    const row = ingredients[i]!;
    const to = i + by;
    // The same button when it can still be used, else the other one.
    const stillUsable = by < 0 ? to > 0 : to < ingredients.length - 1;
    const same = by < 0 ? 'up' : 'down';
    focusNext.current = { key: row.key, part: stillUsable ? same : by < 0 ? 'down' : 'up' };
    setAnnouncement(`Ingrediente ${label(i)} spostato in posizione ${to + 1} di ${ingredients.length}.`);
    onChange(moved(ingredients, i, by));
  };
  const link = (i: number, s: Suggestion) => {
    const id = s.productId;
    if (id === null || ingredients[i]!.product_ids.includes(id)) return;
    setPicked((p) => ({ ...p, [id]: s.name }));
    setAnnouncement(`${s.name} collegato a ${label(i)}.`);
    set(i, { product_ids: [...ingredients[i]!.product_ids, id] });
  };
  const unlink = (i: number, id: number) => {
    const row = ingredients[i]!;
    const next = row.product_ids.filter((p) => p !== id);
    const after = next[row.product_ids.indexOf(id)] ?? next[next.length - 1];
    // The focus stays in the row: the next product's remove button, or the search field.
    focusNext.current = { key: row.key, part: after === undefined ? 'add' : `unlink-${after}` };
    setAnnouncement(`${nameOf(id)} tolto da ${label(i)}.`);
    set(i, { product_ids: next });
  };

  return (
    <Stack ref={container} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Ingredienti
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Collega a ogni ingrediente i prodotti del catalogo: il primo è quello proposto nella pagina della
        ricetta.
      </Typography>
      {ingredients.map((row, i) => (
        <Paper
          key={row.key}
          variant="outlined"
          component="fieldset"
          sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
        >
          <Box component="legend" sx={visuallyHidden}>
            {`Ingrediente ${i + 1}`}
          </Box>
          {/* At phone width the text takes the whole line, its buttons the next one. */}
          <Box
            sx={{
              display: 'flex',
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              alignItems: 'flex-start',
              gap: 0.5,
            }}
          >
            <TextField
              label={`Ingrediente ${i + 1}`}
              value={row.text}
              onChange={(e) => set(i, { text: e.target.value })}
              placeholder="Per esempio 100 g di zucchero"
              slotProps={{ htmlInput: { maxLength: 300, 'data-focus': `${row.key}:text` } }}
              size="small"
              sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, minWidth: 0 }}
            />
            <Box sx={{ display: 'flex', ml: 'auto' }}>
              <IconButton
                aria-label={`Sposta su ${label(i)}`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                data-focus={`${row.key}:up`}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Sposta giù ${label(i)}`}
                disabled={i === ingredients.length - 1}
                onClick={() => move(i, 1)}
                data-focus={`${row.key}:down`}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={`Elimina ${label(i)}`} onClick={() => remove(i)}>
                <DeleteIcon />
              </IconButton>
            </Box>
          </Box>
          {row.product_ids.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Nessun prodotto collegato
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={`Prodotti di ${label(i)}`}
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
            >
              {row.product_ids.map((id, n) => (
                <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {nameOf(id)}
                    {n === 0 && row.product_ids.length > 1 && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (proposto)
                      </Typography>
                    )}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Togli ${nameOf(id)} da ${label(i)}`}
                    onClick={() => unlink(i, id)}
                    data-focus={`${row.key}:unlink-${id}`}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          <ProductPicker
            linked={row.product_ids}
            full={row.product_ids.length >= MAX_PRODUCTS}
            focusMark={`${row.key}:add`}
            onPick={(s) => link(i, s)}
          />
        </Paper>
      ))}
      <Box>
        <Button onClick={add} disabled={ingredients.length >= MAX_INGREDIENTS} data-focus="list:add">
          Aggiungi ingrediente
        </Button>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}

/**
 * "Aggiungi prodotto": the catalogue's suggestions for what is typed (GET /products/suggest, the
 * header's), its products only; choosing one links it to the ingredient and empties the field.
 */
function ProductPicker({
  linked,
  full,
  focusMark,
  onPick,
}: {
  linked: number[];
  full: boolean;
  /** Its field's `data-focus`, for the editor to put the focus back in it. */
  focusMark: string;
  onPick: (s: Suggestion) => void;
}) {
  const [input, setInput] = useState('');
  const { suggestions, loading } = useSuggestions(input);
  const products = suggestions.filter(
    (s) => s.type === 'product' && s.productId !== null && !linked.includes(s.productId),
  );
  // Enter picks the highlighted product; it never saves the whole form.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
  };
  return (
    <Autocomplete<Suggestion, false, false, false>
      value={null}
      inputValue={input}
      options={products}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.productId ?? o.name}
      isOptionEqualToValue={(a, b) => a.productId === b.productId}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_e, s) => {
        if (!s) return;
        onPick(s);
        setInput('');
      }}
      onKeyDown={onKeyDown}
      disabled={full}
      loading={loading}
      loadingText="Ricerca in corso…"
      noOptionsText={
        input.trim().length < SUGGEST_MIN_CHARS ? 'Scrivi almeno 2 lettere' : 'Nessun prodotto trovato'
      }
      // A search, not a menu: no arrow. The list stays next to its field, inside the form (not
      // at the end of the page).
      forcePopupIcon={false}
      slotProps={{ popper: { disablePortal: true } }}
      sx={{ mt: 1 }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block' }}>
          {o.name}
          {o.detail && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {o.detail}
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-focus': focusMark } }}
          size="small"
          label="Aggiungi prodotto"
          helperText={full ? `Al massimo ${MAX_PRODUCTS} prodotti per ingrediente` : undefined}
        />
      )}
    />
  );
}
