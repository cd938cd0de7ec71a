import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '../../../lib/i18n';
import type { SearchOption } from './search-options';

type Props = HTMLAttributes<HTMLLIElement> & { option: SearchOption; onRemove: (name: string) => void };

/** One dropdown row; history rows carry a remove button (also reachable with the Delete key). */
export function SearchOptionRow({ option, onRemove, ...liProps }: Props) {
  const t = useT();
  const s = option.kind === 'suggestion' ? option.suggestion : null;
  const icon =
    option.kind === 'history' ? (
      <HistoryIcon fontSize="small" color="action" />
    ) : s?.type === 'category' ? (
      <CategoryOutlinedIcon fontSize="small" color="action" />
    ) : s?.type === 'product' && s.mediaURL ? (
      <img src={s.mediaURL} alt="" width={32} height={32} loading="lazy" style={{ objectFit: 'contain' }} />
    ) : (
      <SearchIcon fontSize="small" color="action" />
    );
  return (
    <Box component="li" {...liProps} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ width: 32, display: 'flex', justifyContent: 'center', flexShrink: 0 }} aria-hidden="true">
        {icon}
      </Box>
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {option.name}
        {/* Two products of the same name: the brand and size tell them apart. */}
        {s?.detail && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
            {s.detail}
          </Box>
        )}
      </Box>
      {option.kind === 'history' && (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={t('search.removeWord', { word: option.name })}
          // Mouse down would blur the input and close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e) => {
            e.stopPropagation();
            onRemove(option.name);
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
