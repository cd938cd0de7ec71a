import { useEffect, useState } from 'react';
import type { PasswordChecker } from '@spesa/domain/password-strength';

/**
 * The server's password rule (packages/domain), loaded on first use: its dictionaries (~1.5 MB)
 * stay out of the storefront's first load and arrive only on the pages with a new password.
 * Null until loaded (or when loading failed: the server still checks).
 */
export function usePasswordChecker(): PasswordChecker | null {
  const [checker, setChecker] = useState<PasswordChecker | null>(null);
  useEffect(() => {
    let alive = true;
    import('@spesa/domain/password-strength')
      .then((m) => m.loadPasswordChecker())
      .then((check) => {
        if (alive) setChecker(() => check);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return checker;
}
