import type { InputHTMLAttributes, Ref } from 'react';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
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
 * The search field itself. InputBase rather than TextField: TextField pulls in Select, Menu and
 * the filled/standard variants, weight every first visit would pay for nothing.
 */
export function SearchInput({ rootRef, inputProps, loading, autoFocus }: Props) {
  const t = useT();
  return (
    <InputBase
      ref={rootRef}
      fullWidth
      autoFocus={autoFocus}
      placeholder={t('search.placeholder')}
      inputProps={{
        'aria-label': t('search.label'),
        enterKeyHint: 'search',
        maxLength: 100,
        autoComplete: 'off',
        ...inputProps,
      }}
      endAdornment={
        <>
          {loading && <span aria-hidden="true" className="spesa-search-spinner" />}
          <IconButton type="submit" aria-label={t('search.submit')} size="small" color="primary">
            <SearchIcon />
          </IconButton>
        </>
      }
      sx={{
        height: 44,
        pl: 2,
        pr: 0.5,
        borderRadius: 22,
        border: '1px solid #8A8A8F', // 3.4:1 against white: a visible field boundary (WCAG 1.4.11)
        bgcolor: 'background.paper',
        '&.Mui-focused': {
          borderColor: 'primary.main',
          boxShadow: (th) => `0 0 0 2px ${th.palette.primary.main}`,
        },
        '& .spesa-search-spinner': {
          width: 16,
          height: 16,
          mr: 1,
          borderRadius: '50%',
          border: '2px solid currentColor',
          borderRightColor: 'transparent',
          color: 'text.secondary',
          animation: 'spesa-spin .8s linear infinite',
        },
        '@keyframes spesa-spin': { to: { transform: 'rotate(360deg)' } },
      }}
    />
  );
}
