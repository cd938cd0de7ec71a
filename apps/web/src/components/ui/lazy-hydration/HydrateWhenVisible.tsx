import { Suspense, use, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { isInitialHydration } from '../../../lib/hydration';

/** A promise settled by hand: the moment a deferred part may hydrate. */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
}

function createGate(): Gate {
  const gate: Gate = { promise: Promise.resolve(), open: () => {}, opened: false };
  gate.promise = new Promise<void>((resolve) => {
    gate.open = () => {
      gate.opened = true;
      resolve();
    };
  });
  return gate;
}

// Starts a little before the part scrolls in, so it is live by the time it can be touched.
const ROOT_MARGIN = '300px 0px';

/** Waits (suspends) on the gate while it is shut; renders the children once it is open. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * Keeps the server's HTML of its children and hydrates them only when they come near the
 * viewport, or are touched or focused first (decision 0064). React leaves the markup of a
 * Suspense boundary that suspends during hydration in place, so the shopper sees the same page
 * at once, and the browser's first long task only pays for what is on screen. Outside the
 * first hydration (a page the browser renders itself) the children render at once.
 */
export function HydrateWhenVisible({
  children,
  component: Tag = 'div',
  style,
}: {
  children: ReactNode;
  /** The wrapper element, e.g. 'li' inside a list. */
  component?: 'div' | 'li';
  style?: CSSProperties;
}) {
  const ref = useRef<HTMLElement>(null);
  const [gate] = useState(() => (isInitialHydration() ? createGate() : null));

  useEffect(() => {
    const el = ref.current;
    if (!gate || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) gate.open();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(el);
    // A tap or a keyboard focus reaches a part before it scrolls in: hydrate it then, and React
    // replays the event once it is hydrated.
    const open = () => gate.open();
    el.addEventListener('pointerdown', open, { capture: true, once: true });
    el.addEventListener('focusin', open, { capture: true, once: true });
    void gate.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      el.removeEventListener('pointerdown', open, { capture: true });
      el.removeEventListener('focusin', open, { capture: true });
    };
  }, [gate]);

  return (
    <Tag ref={ref as never} style={style}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </Tag>
  );
}
