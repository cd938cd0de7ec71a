import { Children, memo, useMemo, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { ClassNames, type CSSObject } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material/styles';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayArrowIcon,
} from '../../../components/ui/plain-button/icons';
import { PlainIconButton } from '../../../components/ui/plain-button/PlainButton';
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
  slideSize?: Partial<Record<Breakpoint, string>>;
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
const FULL_WIDTH: EmblaSliderProps['slideSize'] = { xs: '100%' };

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/**
 * A slide's width at each breakpoint and from each `slideWidths` viewport width on, and the gap
 * before it: what varies between sliders, as one class for all the slides of one slider.
 */
function slideStyle(
  theme: Theme,
  size: EmblaSliderProps['slideSize'],
  widths: Record<number, string> | undefined,
  spacing: number,
): CSSObject {
  const style: CSSObject = { flex: '0 0 auto', minWidth: 0, paddingLeft: spacing };
  for (const bp of theme.breakpoints.keys) {
    const width = size?.[bp];
    if (width === undefined) continue;
    if (bp === 'xs') style.width = width;
    else style[theme.breakpoints.up(bp)] = { width };
  }
  for (const [px, width] of Object.entries(widths ?? {}).sort(([a], [b]) => Number(a) - Number(b)))
    style[`@media (min-width: ${px}px)`] = { width };
  return style;
}

/**
 * The slides, drawn again only when they or their sizes change (decision 0086): the slider itself
 * draws again when Embla is loaded and at each select, and every slide (a dormant part each,
 * about 0.5 ms on a phone) and their Emotion class came with it each time.
 */
const SliderTrack = memo(function SliderTrack({
  viewportRef,
  slides,
  slideSize,
  slideWidths,
  spacing,
}: {
  viewportRef: RefObject<HTMLDivElement | null>;
  slides: ReturnType<typeof Children.toArray>;
  slideSize: EmblaSliderProps['slideSize'];
  slideWidths: EmblaSliderProps['slideWidths'];
  spacing: number;
}) {
  const theme = useTheme();
  return (
    <ClassNames>
      {({ css }) => {
        const slideClass = css(slideStyle(theme, slideSize, slideWidths, spacing));
        return (
          <div ref={viewportRef} className="slider__viewport">
            <div className="slider__track" style={{ marginLeft: -spacing }}>
              {slides.map((slide, i) => (
                <div
                  key={i}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} / ${slides.length}`}
                  className={slideClass}
                >
                  <HydrateWhenVisible style={FILL} when={i < EAGER_SLIDES ? 'soon' : 'visible'}>
                    {slide}
                  </HydrateWhenVisible>
                </div>
              ))}
            </div>
          </div>
        );
      }}
    </ClassNames>
  );
});

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
  slideSize = FULL_WIDTH,
  slideWidths,
  spacing = siteConfig.sliderSpacing,
}: EmblaSliderProps) {
  const t = useT();
  // Kept while the children are the same, so the track below is not drawn again (SliderTrack).
  const slides = useMemo(() => Children.toArray(children), [children]);
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

  // Plain elements with the .slider classes of sliderStyles (decision 0079): a slider drew a
  // MUI Box for each slide, all with the same styles resolved again each time.
  return (
    <section aria-roledescription="carosello" aria-label={label} className="slider">
      <SliderTrack
        viewportRef={viewportRef}
        slides={slides}
        slideSize={slideSize}
        slideWidths={slideWidths}
        spacing={spacing}
      />
      {/* Arrows only from 600 px: on phones they would cover the slide, and swiping is natural there. */}
      {arrows && snaps > 1 && canPrev && (
        <PlainIconButton
          label={t('slider.previous')}
          onClick={() => api?.scrollPrev()}
          className="slider__arrow slider__arrow--previous"
        >
          <ChevronLeftIcon />
        </PlainIconButton>
      )}
      {arrows && snaps > 1 && canNext && (
        <PlainIconButton
          label={t('slider.next')}
          onClick={() => api?.scrollNext()}
          className="slider__arrow slider__arrow--next"
        >
          <ChevronRightIcon />
        </PlainIconButton>
      )}
      {(bullets || auto) && (
        <div className="slider__controls">
          {auto && (
            <PlainIconButton
              size="small"
              onClick={togglePlay}
              label={playing ? t('slider.pause') : t('slider.play')}
              className="slider__play"
            >
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </PlainIconButton>
          )}
          {bullets && <SliderDots count={snaps} selected={selected} onSelect={(i) => api?.scrollTo(i)} />}
        </div>
      )}
    </section>
  );
}
