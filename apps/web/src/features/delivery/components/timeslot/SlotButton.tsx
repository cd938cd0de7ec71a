import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Timeslot } from '@spesa/domain';
import { useT } from '../../i18n';
import { SLOT_STYLE } from './slotStyles';
import { visuallyHidden } from '../../../../components/ui/visuallyHidden';
import { longDayLabel, slotRange, slotState } from './timeslotFormat';

interface Props {
  slot: Timeslot;
  /** The slot's day (YYYY-MM-DD): said in its name, so a slot is never booked on the wrong day. */
  dateIso: string;
  disabled: boolean;
  onChoose: (slot: Timeslot) => void;
}

/** One slot: its time range and its state in words and icon; not choosable when active < 1 or full. */
export function SlotButton({ slot, dateIso, disabled, onChoose }: Props) {
  const t = useT();
  const state = slotState(slot);
  const { Icon, color, bg, border } = SLOT_STYLE[state];
  const range = slotRange(slot);
  const stateText = t(`delivery.timeslot.state.${state}`);
  return (
    <ButtonBase
      onClick={() => onChoose(slot)}
      disabled={disabled || state === 'unavailable'}
      aria-pressed={state === 'selected'}
      focusRipple
      sx={{
        width: '100%',
        minHeight: 64,
        flexDirection: 'column',
        gap: 0.25,
        border: 2,
        borderColor: border,
        borderRadius: 1,
        bgcolor: bg,
        color,
        px: 1,
        py: 1,
        '&.Mui-disabled': { opacity: state === 'unavailable' ? 1 : 0.6 },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: '1rem',
          color: state === 'unavailable' ? 'text.secondary' : 'text.primary',
          ...(state === 'selected' && { color }),
          textDecoration: state === 'unavailable' ? 'line-through' : 'none',
        }}
      >
        {/* Named by its content: 'lunedì 24 novembre, 10:00-12:00 Disponibile'. */}
        <Box component="span" sx={visuallyHidden}>
          {`${longDayLabel(dateIso)},`}
        </Box>{' '}
        {range}
      </Box>
      <Box
        component="span"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: '0.8125rem', fontWeight: 500 }}
      >
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        {stateText}
      </Box>
    </ButtonBase>
  );
}
