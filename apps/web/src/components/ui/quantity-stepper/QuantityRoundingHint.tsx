import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import type { NearestAllowed } from '@spesa/domain';
import { t } from '../i18n';

interface Props {
  id: string;
  /** The stepper it points at. */
  anchor: HTMLElement | null;
  value: number;
  nearest: NearestAllowed;
  format: (q: number) => string;
  onChoose: (q: number) => void;
  onClose: () => void;
}

/**
 * The QTY_LOCKED tooltip: the typed quantity was rounded, here are the nearest lower and higher
 * ones. A Popper without portal: it stays right after the stepper in the DOM, so its buttons
 * follow the stepper in the tab order, while Popper keeps it on screen (above the stepper, over
 * the price, or flipped) even for a card in the right column of a phone grid.
 */
export function QuantityRoundingHint({ id, anchor, value, nearest, format, onChoose, onClose }: Props) {
  // Esc closes the hint wherever the focus is (WCAG 1.4.13: dismissable without moving).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const choices = [nearest.lower, nearest.higher].filter(
    (q, i, all): q is number => q !== null && all.indexOf(q) === i,
  );
  return (
    // MUI's Popper is itself role="tooltip"; the id lets the stepper point at it (describedby).
    <Popper
      id={id}
      open={!!anchor}
      anchorEl={anchor}
      placement="top-start"
      disablePortal
      modifiers={[
        { name: 'offset', options: { offset: [0, 8] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: (t) => t.zIndex.tooltip }}
    >
      <Box
        sx={{
          boxShadow: 3,
          p: 1,
          pr: 4,
          borderRadius: 1,
          bgcolor: 'grey.900',
          color: 'common.white',
          fontSize: '0.8125rem',
          maxWidth: 'min(260px, calc(100vw - 16px))',
        }}
      >
        <Box component="p" role="status" sx={{ m: 0 }}>
          {t('ui.roundedTo', { quantity: format(value) })} {t('ui.nearestChoices')}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {choices.map((q) => (
            <Button
              key={q}
              size="small"
              variant={q === value ? 'contained' : 'outlined'}
              color="inherit"
              onClick={() => onChoose(q)}
              aria-label={t('ui.choose', { quantity: format(q) })}
              sx={{
                color: q === value ? 'grey.900' : 'common.white',
                bgcolor: q === value ? 'common.white' : undefined,
                minWidth: 0,
              }}
            >
              {format(q)}
            </Button>
          ))}
        </Box>
        <IconButton
          size="small"
          onClick={onClose}
          aria-label="Chiudi"
          sx={{ position: 'absolute', top: 2, right: 2, color: 'common.white' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </Popper>
  );
}
