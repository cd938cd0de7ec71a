import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Selected snap, snap count and scroll ability, kept in sync with Embla's events. */
export function useSliderState(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback((a: EmblaCarouselType) => {
    setSelected(a.selectedScrollSnap());
    setSnaps(a.scrollSnapList().length);
    setCanPrev(a.canScrollPrev());
    setCanNext(a.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return { selected, snaps, canPrev, canNext };
}
