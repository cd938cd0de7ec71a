import { Children, useState, type CSSProperties, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ResponsiveStyleValue } from '@mui/system';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { siteConfig } from '../../../lib/config';
import { useT } from '../../../lib/i18n';
import { SliderDots } from './SliderDots';
import { useLazyEmbla } from './useLazyEmbla';
import { useSliderState } from './useSliderState';

export interface EmblaSliderProps {
  children: ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  autoplay?: boolean;
  autoplayDelay?: number;
  bullets?: boolean;
  arrows?: boolean;
  loop?: boolean;
  /** Width of one slide per breakpoint, e.g. { xs: '66%', sm: '33.333%', md: '25%' }. */
  slideSize?: ResponsiveStyleValue<string>;
  /**
   * Widths from a viewport width on, for breakpoints the theme does not have, e.g.
   * { 1280: '25%', 1590: '20%' } (the offer slider's); they win over `slideSize`.
   */
  slideWidths?: Record<number, string>;
  /** Gap between slides in px (spec: 20). */
  spacing?: number;
}

// A phone shows one slide and a half; the others, out of view beside them, hydrate as they are
// scrolled into the viewport (decision 0070).
const EAGER_SLIDES = 2;
const FILL: CSSProperties = { height: '100%' };

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Carousel on Embla (docs/architecture.md "Web app"). Accessible per the WAI carousel pattern: a labelled region,
 * slides as groups, buttons for arrows and bullets, and a pause button whenever it moves by
 * itself (WCAG 2.2.2). Autoplay stops while hovered or focused, and never runs with reduced motion.
 */
export function EmblaSlider({
  children,
  label,
  autoplay = false,
  autoplayDelay = 5000,
  bullets = true,
  arrows = false,
  loop = false,
  slideSize = { xs: '100%' },
  slideWidths,
  spacing = siteConfig.sliderSpacing,
}: EmblaSliderProps) {
  const widthQueries = Object.fromEntries(
    Object.entries(slideWidths ?? {})
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([px, width]) => [`@media (min-width: ${px}px)`, { width }]),
  );
  const t = useT();
  const slides = Children.toArray(children);
  const auto = autoplay && !reducedMotion() && slides.length > 1;
  const [viewportRef, api] = useLazyEmbla(
    { loop, align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' },
    auto
      ? { delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }
      : null,
  );
  const { selected, snaps, canPrev, canNext } = useSliderState(api);
  const [paused, setPaused] = useState(false);
  const playing = auto && !paused;

  const togglePlay = () => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.stop();
    else plugin.play();
    setPaused(playing);
  };

  // Arrows only from 600 px: on phones they would cover the slide, and swiping is natural there.
  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    display: { xs: 'none', sm: 'inline-flex' },
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
    '&.Mui-disabled': { display: 'none' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription="carosello"
      aria-label={label}
      sx={{ position: 'relative' }}
    >
      <Box ref={viewportRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: `-${spacing}px` }}>
          {slides.map((slide, i) => (
            <Box
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${slides.length}`}
              sx={{ flex: '0 0 auto', width: slideSize, minWidth: 0, pl: `${spacing}px`, ...widthQueries }}
            >
              {i < EAGER_SLIDES ? slide : <HydrateWhenVisible style={FILL}>{slide}</HydrateWhenVisible>}
            </Box>
          ))}
        </Box>
      </Box>
      {arrows && snaps > 1 && (
        <>
          <IconButton
            aria-label={t('slider.previous')}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            sx={{ ...arrowSx, left: 4 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('slider.next')}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            sx={{ ...arrowSx, right: 4 }}
          >
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
      {(bullets || auto) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
          {auto && (
            <IconButton
              size="small"
              onClick={togglePlay}
              aria-label={playing ? t('slider.pause') : t('slider.play')}
              sx={{ mt: 1 }}
            >
              {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
            </IconButton>
          )}
          {bullets && <SliderDots count={snaps} selected={selected} onSelect={(i) => api?.scrollTo(i)} />}
        </Box>
      )}
    </Box>
  );
}
