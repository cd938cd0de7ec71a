import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { TimeslotDay } from '@spesa/domain';
import { useT } from '../../i18n';
import { dayLabel, isDaySelected, longDayLabel } from './timeslotFormat';

interface Props {
  days: TimeslotDay[];
  value: string;
  onChange: (dateIso: string) => void;
  idPrefix: string;
  /** For tests: the moment that decides which day is 'Oggi'. */
  now?: Date;
}

/** One tab per day: 'Oggi', then 'gio 26 nov'; a day with the chosen slot carries a check mark. */
export function DayTabs({ days, value, onChange, idPrefix, now }: Props) {
  const t = useT();
  return (
    <Tabs
      value={value}
      onChange={(_, v: string) => onChange(v)}
      // The arrows choose the day too: the slots below always belong to the focused tab.
      selectionFollowsFocus
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('delivery.timeslot.daysLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {days.map((d) => {
        const label = dayLabel(d.dateIso, t('delivery.today'), now);
        const selected = isDaySelected(d);
        return (
          <Tab
            key={d.dateIso}
            value={d.dateIso}
            id={`${idPrefix}-day-${d.dateIso}`}
            aria-controls={`${idPrefix}-slots`}
            // The visible label stays the accessible name (WCAG 2.5.3); the chosen day says so.
            aria-label={selected ? t('delivery.timeslot.daySelected', { day: label }) : undefined}
            title={longDayLabel(d.dateIso)}
            sx={{ minWidth: 88, textTransform: 'none', fontWeight: 600 }}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                {label}
                {selected && <CheckCircleIcon sx={{ fontSize: 16, color: 'secondary.dark' }} aria-hidden />}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
