import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useT } from '../../../lib/i18n';

interface Props {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}

/** Bullets: 24 px touch targets (WCAG 2.5.8) around a small visible dot. */
export function SliderDots({ count, selected, onSelect }: Props) {
  const t = useT();
  if (count < 2) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          onClick={() => onSelect(i)}
          aria-label={t('slider.goTo', { n: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          sx={{ width: 24, height: 24, borderRadius: '50%' }}
        >
          <Box
            component="span"
            sx={{
              width: i === selected ? 12 : 8,
              height: i === selected ? 12 : 8,
              borderRadius: '50%',
              bgcolor: i === selected ? 'primary.main' : '#8A8A8F',
              transition: 'all .2s',
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
