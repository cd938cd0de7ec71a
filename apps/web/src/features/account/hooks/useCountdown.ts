import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. Counting from a deadline (not by
 * decrementing) keeps it right when the tab was in the background and timers were throttled.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  const running = deadline !== null && now < deadline;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
