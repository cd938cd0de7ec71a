import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/**
 * Embla, loaded after the first paint (decision 0038): the server draws the slides as a plain
 * row, which is what the shopper sees before any swipe, so the carousel's 7 KB of code need not
 * weigh on the first load of the home. Answers the viewport's ref and, once loaded, the API.
 * The viewport is a ref read by the effect, not state: a state set by the ref drew the slider
 * again inside hydration's long task (decision 0086); its element stays the same for the
 * slider's life.
 */
export function useLazyEmbla(options: EmblaOptionsType, autoplay: AutoplayOptionsType | null) {
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // By value: callers pass fresh option objects on every render.
  const key = JSON.stringify([options, autoplay]);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    const [opts, auto] = JSON.parse(key) as [EmblaOptionsType, AutoplayOptionsType | null];
    void Promise.all([import('embla-carousel'), auto ? import('embla-carousel-autoplay') : null]).then(
      ([{ default: Embla }, plugin]) => {
        if (!live) return;
        instance = Embla(node, opts, plugin && auto ? [plugin.default(auto)] : []);
        setApi(instance);
      },
    );
    return () => {
      live = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [key]);
  return [viewport, api] as const;
}
