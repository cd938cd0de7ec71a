import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import BlockIcon from '@mui/icons-material/Block';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SlotState } from './timeslotFormat';

/**
 * Each slot state has a colour AND an icon AND a word (WCAG 1.4.1: colour is never the only
 * cue). Colours are the theme's dark variants, which keep 4.5:1 against white.
 */
export const SLOT_STYLE: Record<
  SlotState,
  { Icon: SvgIconComponent; color: string; bg: string; border: string }
> = {
  available: {
    Icon: EventAvailableOutlinedIcon,
    color: 'success.dark',
    bg: 'background.paper',
    border: 'success.main',
  },
  almostFull: { Icon: HourglassBottomIcon, color: 'warning.dark', bg: '#fff8e1', border: 'warning.main' },
  unavailable: { Icon: BlockIcon, color: 'text.secondary', bg: 'action.hover', border: 'divider' },
  selected: {
    Icon: CheckCircleIcon,
    color: 'secondary.contrastText',
    bg: 'secondary.dark',
    border: 'secondary.dark',
  },
};

export const SLOT_STATES: SlotState[] = ['available', 'almostFull', 'unavailable', 'selected'];
