import { useEffect, useRef, useState, type ReactNode } from 'react';

// As HydrateWhenVisible's: a little before it scrolls in, so it is there by the time it is seen.
const ROOT_MARGIN = '300px 0px';

/**
 * Renders its children only once an empty marker in their place comes near the viewport
 * (decision 0085): for what the page asks the server for and draws after it has loaded, below
 * the first screens (a product's suggestions), whose calls and render would otherwise fall in the
 * page's load. The server and the hydrating browser draw the marker alike. Without
 * IntersectionObserver (an old browser, a unit test's DOM) the children render at once.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(
    () => typeof document !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} />;
}
