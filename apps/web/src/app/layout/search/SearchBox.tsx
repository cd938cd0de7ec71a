import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { optionTarget, type SearchOption } from './search-options';
import type { SearchAutocompleteProps } from './SearchAutocomplete';
import { SearchInput } from './SearchInput';
import { useSearchHistory } from './useSearchHistory';

// Autocomplete and its Popper are ~15 KB gzipped: the header first paints a plain field and
// swaps in the enhanced one when the browser is idle or the shopper reaches for the field.
const loadEnhanced = () => import('./SearchAutocomplete').then((m) => m.SearchAutocomplete);
function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1500); // Safari has no requestIdleCallback.
}

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
  const plainRef = useRef<HTMLInputElement | null>(null);
  const [hadFocus, setHadFocus] = useState(false);

  const started = useRef(false);
  const enhance = () => {
    if (started.current) return;
    started.current = true;
    void loadEnhanced().then((C) => {
      setHadFocus(plainRef.current !== null && document.activeElement === plainRef.current);
      setEnhanced(() => C);
    });
  };

  useEffect(() => {
    whenIdle(enhance);
  }, []);

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
          autoFocus={hadFocus}
        />
      ) : (
        <SearchInput
          inputProps={{
            ref: plainRef,
            value: input,
            onChange: (e) => setInput(e.target.value),
            onFocus: enhance,
            onPointerEnter: enhance,
          }}
        />
      )}
    </form>
  );
}
