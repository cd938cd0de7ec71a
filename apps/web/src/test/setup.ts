import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installAutoFocus } from '../lib/autofocus';

// As in the browser (src/main.tsx): `autoFocus` focuses as it does under React.
installAutoFocus();

// findBy*/waitFor give up after 1 s by default: too short when the test machine is busy, and a
// slow machine must not fail a correct component. Passing tests still finish as soon as they can.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Absent in the files that render as the server does (`@vitest-environment node`).
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

// Preact runs effects after the next frame, with a 35 ms timer in case no frame comes; one such
// timer can still be pending when a file's last test ends. Wait it out before the environment
// is taken down: fired after, it found `cancelAnimationFrame` gone and failed the run (seen on a
// slow machine, in a test that had passed).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

