import { useCallback, useSyncExternalStore } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Selected snap, snap count and scroll ability, read from Embla and kept in sync with its events. */
export function useSliderState(api: EmblaCarouselType | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  // Each value is a primitive, so an unchanged slider gives the same snapshot and no re-render.
  const read =
    <T>(get: (a: EmblaCarouselType) => T, none: T) =>
    () =>
      api ? get(api) : none;
  const selected = useSyncExternalStore(
    subscribe,
    read((a) => a.selectedScrollSnap(), 0),
    () => 0,
  );
  const snaps = useSyncExternalStore(
    subscribe,
    read((a) => a.scrollSnapList().length, 0),
    () => 0,
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    read((a) => a.canScrollPrev(), false),
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    read((a) => a.canScrollNext(), false),
    () => false,
  );
  return { selected, snaps, canPrev, canNext };
}
