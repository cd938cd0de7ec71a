import { useT } from '../../../lib/i18n';

interface Props {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * Bullets: 24 px touch targets (WCAG 2.5.8) around a small visible dot. Plain buttons with the
 * .slider__dot classes of sliderStyles (decision 0079).
 */
export function SliderDots({ count, selected, onSelect }: Props) {
  const t = useT();
  if (count < 2) return null;
  return (
    <div className="slider__dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={t('slider.goTo', { n: i + 1 })}
          aria-current={i === selected ? 'true' : undefined}
          className="slider__dot"
        >
          <span className={i === selected ? 'slider__mark slider__mark--selected' : 'slider__mark'} />
        </button>
      ))}
    </div>
  );
}
