import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
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
