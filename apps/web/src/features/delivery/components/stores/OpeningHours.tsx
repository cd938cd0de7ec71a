import Box from '@mui/material/Box';
import type { Store } from '@spesa/domain';
import { useT } from '../../i18n';

/** The week's opening hours as a description list; today's row is bold and marked 'oggi'. */
export function OpeningHours({ days, today }: { days: Store['openingHours']; today: number }) {
  const t = useT();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.25,
        m: 0,
        fontSize: '0.875rem',
      }}
    >
      {days.map((d) => {
        const isToday = d.weekday === today;
        const hours =
          d.closed || d.hours.length === 0
            ? t('delivery.stores.closed')
            : d.hours.map((h) => `${h.open}-${h.close}`).join(', ');
        const sx = isToday ? { fontWeight: 700, color: 'secondary.dark' } : undefined;
        return (
          <Box key={d.weekday} sx={{ display: 'contents' }}>
            <Box component="dt" sx={sx}>
              {d.name}
              {isToday && ` (${t('delivery.stores.today')})`}
            </Box>
            <Box component="dd" sx={{ m: 0, ...sx }}>
              {hours}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
