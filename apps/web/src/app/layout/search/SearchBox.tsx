import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { optionTarget, type SearchOption } from './search-options';
import type { SearchAutocompleteProps } from './SearchAutocomplete';
import { SearchInput } from './SearchInput';
import { useSearchHistory } from './useSearchHistory';

// Autocomplete and its Popper are ~15 KB gzipped: the header paints a plain field and swaps in
// the suggesting one when the shopper reaches for the field (pointer over it, tap or Tab), not
// when the browser is idle: loading and drawing it then was a long task of its own while the
// first page still loaded on a phone (decision 0084). Until then the plain field searches on
// Enter; what is typed meanwhile carries over.
const loadEnhanced = () => import('./SearchAutocomplete').then((m) => m.SearchAutocomplete);

/**
 * Header search (spec sections 4 and 7). Enter searches the typed text (/search?q=) and saves it
 * in the history; a product suggestion opens the product, a category the category page.
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState('');
  const { history, save, remove } = useSearchHistory();
  const [Enhanced, setEnhanced] = useState<ComponentType<SearchAutocompleteProps> | null>(null);
  // Whether the plain field has the focus: the suggesting field takes it over as it replaces the
  // plain one. Kept as state, not read when the code arrives: a pointer over the field starts the
  // loading, and the tap that focuses it may come before the code or after.
  const [plainFocused, setPlainFocused] = useState(false);

  const started = useRef(false);
  const enhance = () => {
    if (started.current) return;
    started.current = true;
    void loadEnhanced().then((C) => setEnhanced(() => C));
  };

  // Show the current query on the search page (also after back/forward).
  const pageQuery =
    location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : null;
  const [shownQuery, setShownQuery] = useState<string | null>(null);
  if (pageQuery !== shownQuery) {
    setShownQuery(pageQuery);
    if (pageQuery !== null) setInput(pageQuery);
  }

  const search = (text: string) => {
    const q = text.trim();
    if (!q) return;
    save(q);
    setInput(q);
    const to = `/search?q=${encodeURIComponent(q)}`;
    // The same search again (button after Enter) must not stack history entries.
    navigate(to, { replace: `${location.pathname}${location.search}` === to });
  };

  const choose = (o: SearchOption) => {
    if (o.kind === 'history' || o.suggestion.type === 'word') return search(o.name);
    setInput('');
    navigate(optionTarget(o));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search(input);
  };

  return (
    <form role="search" aria-label={t('search.formLabel')} onSubmit={onSubmit} className="search-form">
      {Enhanced ? (
        <Enhanced
          input={input}
          setInput={setInput}
          history={history}
          onRemove={remove}
          onChoose={choose}
          onSearch={search}
          autoFocus={plainFocused}
        />
      ) : (
        <SearchInput
          inputProps={{
            value: input,
            onChange: (e) => setInput(e.target.value),
            onFocus: () => {
              setPlainFocused(true);
              enhance();
            },
            onBlur: () => setPlainFocused(false),
            onPointerEnter: enhance,
            // The same role as the suggesting field it turns into at the first touch, so a screen
            // reader announces one kind of control throughout.
            role: 'combobox',
            'aria-expanded': false,
            'aria-autocomplete': 'list',
          }}
        />
      )}
    </form>
  );
}
