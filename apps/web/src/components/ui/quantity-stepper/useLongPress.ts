import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';

/** Spec section 9: manual quantity opens after a 300 ms long press. */
export const LONG_PRESS_MS = 300;

/**
 * Pointer handlers that call `onLongPress` once the pointer has stayed down for LONG_PRESS_MS.
 * Pointer events cover mouse, pen and touch alike, so phones and desktops share one code path.
 */
export function useLongPress(onLongPress: () => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (e: PointerEvent) => {
      if (!enabled || e.button !== 0) return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    [enabled, onLongPress, cancel],
  );

  return { onPointerDown, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel };
}
