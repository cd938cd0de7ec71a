import type { InputHTMLAttributes, Ref } from 'react';
import { SearchIcon } from '../../../components/ui/plain-button/icons';
import { useT } from '../../../lib/i18n';

interface Props {
  /** Autocomplete's anchor ref (params.InputProps.ref). */
  rootRef?: Ref<HTMLDivElement>;
  /** Autocomplete's input props (value, handlers, combobox ARIA), or our own for the plain field. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  loading?: boolean;
  autoFocus?: boolean;
}

/**
 * The search field itself: a plain input and its submit button with the `.search-input` classes
 * of ShellStyles (decision 0083), drawn as MUI's InputBase was. The header draws it on every page,
 * right after hydration, and again when the suggesting field (MUI's Autocomplete) takes over.
 */
export function SearchInput({ rootRef, inputProps, loading, autoFocus }: Props) {
  const t = useT();
  const { className, ...rest } = inputProps ?? {};
  return (
    <div ref={rootRef} className="search-input">
      <input
        type="text"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the shopper was already typing in the plain field it replaces
        autoFocus={autoFocus}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        enterKeyHint="search"
        maxLength={100}
        autoComplete="off"
        className={['search-input__field', className].filter(Boolean).join(' ')}
        {...rest}
      />
      {loading && <span aria-hidden="true" className="search-input__spinner" />}
      <button type="submit" aria-label={t('search.submit')} className="search-input__submit">
        <SearchIcon />
      </button>
    </div>
  );
}
