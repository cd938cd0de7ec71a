import Box from '@mui/material/Box';
import type { Timeslot } from '@spesa/domain';
import { SlotButton } from './SlotButton';

interface Props {
  slots: Timeslot[];
  dateIso: string;
  disabled: boolean;
  onChoose: (slot: Timeslot) => void;
}

/** Spec section 9: 2 columns on small screens, 4 from md. A list, so readers announce the count. */
export function SlotGrid({ slots, dateIso, disabled, onChoose }: Props) {
  return (
    <Box
      component="ul"
      aria-busy={disabled || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {slots.map((slot) => (
        <li key={slot.timeslotId}>
          <SlotButton slot={slot} dateIso={dateIso} disabled={disabled} onChoose={onChoose} />
        </li>
      ))}
    </Box>
  );
}
