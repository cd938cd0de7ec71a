import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import { useT } from '../../../lib/i18n';
import { matchHistory, type HistoryWord } from '../../../lib/search-history';
import { buildOptions, GROUP_KEYS, groupOf, type SearchOption } from './search-options';
import { SearchInput } from './SearchInput';
import { SearchOptionRow } from './SearchOptionRow';
import { useSuggestions } from '../../../components/ui/search-suggestions/useSuggestions';

export interface SearchAutocompleteProps {
  input: string;
  setInput: (value: string) => void;
  history: HistoryWord[];
  onRemove: (word: string) => void;
  onChoose: (option: SearchOption) => void;
  /** Enter on free text. */
  onSearch: (text: string) => void;
  /** The plain field had focus when this replaced it: keep the shopper typing. */
  autoFocus?: boolean;
}

/**
 * The enhanced search field (MUI Autocomplete, freeSolo): recent searches and suggestions.
 * Loaded after the first paint by SearchBox.
 */
export function SearchAutocomplete({
  input,
  setInput,
  history,
  onRemove,
  onChoose,
  onSearch,
  autoFocus,
}: SearchAutocompleteProps) {
  const t = useT();
  const highlighted = useRef<SearchOption | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The field's element goes to MUI's ref and ours through one callback that never changes: a
  // new callback at each render would detach and attach the field again every time, and under
  // Preact the popup (a portal, drawn in a render of its own) attaches its list in between and
  // makes MUI read the field's ref while it is empty.
  const muiInputRef = useRef<Ref<HTMLInputElement> | undefined>(undefined);
  const setInputRef = useCallback((el: HTMLInputElement | null) => {
    inputRef.current = el;
    const ref = muiInputRef.current;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }, []);
  const { suggestions, loading } = useSuggestions(input);
  const options = buildOptions(matchHistory(history, input), suggestions);

  // Taking over a focused plain field: the focus moves in the same commit (Preact only writes the
  // autofocus attribute, which browsers honour at page load alone), so no key typed meanwhile
  // falls on the page instead of the field.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!autoFocus || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  // Delete removes the highlighted recent search, without a mouse.
  const onKeyDown = (e: KeyboardEvent) => {
    const h = highlighted.current;
    if (e.key === 'Delete' && h?.kind === 'history') {
      e.preventDefault();
      onRemove(h.name);
    }
  };

  return (
    <Autocomplete<SearchOption, false, false, true>
      id="site-search"
      freeSolo
      value={null}
      inputValue={input}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      groupBy={(o) => t(GROUP_KEYS[groupOf(o)])}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.name === b.name}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_e, value) => {
        // Enter on free text arrives here as a string ('createOption'). blurOnSelect blurs the
        // field before the browser's implicit form submit, so this is the only path for it.
        if (typeof value === 'string') onSearch(value);
        else if (value) onChoose(value);
      }}
      onHighlightChange={(_e, o) => {
        highlighted.current = o;
      }}
      onKeyDown={onKeyDown}
      blurOnSelect
      handleHomeEndKeys={false}
      loading={loading}
      loadingText={t('search.loading')}
      noOptionsText={t('search.noOptions')}
      sx={{ width: '100%' }}
      // The suggestions stay inside the header (the banner landmark) rather than at the end of
      // the page, outside every landmark (axe 'region').
      slotProps={{ popper: { disablePortal: true } }}
      // A listbox holds options or groups of options (ARIA): each group is a role=group element
      // named by its heading (a div: an li may not take the group role, axe 'aria-allowed-role'),
      // its inner list only a container (MUI's default nests plain lists).
      renderGroup={(params) => (
        <div key={params.key} role="group" aria-labelledby={`site-search-group-${params.key}`}>
          <ListSubheader component="div" id={`site-search-group-${params.key}`} sx={{ top: -8 }}>
            {params.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
            {params.children}
          </Box>
        </div>
      )}
      renderOption={({ key, ...props }, option) => (
        <SearchOptionRow key={key} {...props} option={option} onRemove={onRemove} />
      )}
      renderInput={(params) => {
        const { ref, ...inputProps } = params.inputProps as typeof params.inputProps & {
          ref?: Ref<HTMLInputElement>;
        };
        muiInputRef.current = ref;
        return (
          <SearchInput
            rootRef={params.InputProps.ref}
            inputProps={{ ...inputProps, ref: setInputRef }}
            loading={loading}
            autoFocus={autoFocus}
          />
        );
      }}
    />
  );
}
