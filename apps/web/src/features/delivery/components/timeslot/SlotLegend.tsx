import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';
import { SLOT_STATES, SLOT_STYLE } from './slotStyles';

/** Legend of the slot states (spec: available, not available, selected; plus almost full). */
export function SlotLegend() {
  const t = useT();
  return (
    <Box component="section" aria-label={t('delivery.timeslot.legend')} sx={{ mt: 2 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {SLOT_STATES.map((state) => {
          const { Icon, color, bg, border } = SLOT_STYLE[state];
          return (
            <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                aria-hidden
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: 0.5,
                  border: 2,
                  borderColor: border,
                  bgcolor: bg,
                  color,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Icon sx={{ fontSize: 14 }} />
              </Box>
              <Typography variant="body2">{t(`delivery.timeslot.state.${state}`)}</Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
