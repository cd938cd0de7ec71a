import type { Alias } from 'vite';

/**
 * The storefront runs on Preact's React compatibility layer (decision 0077): the code, MUI,
 * React Router and TanStack Query import `react` and `react-dom`, and these aliases give them
 * preact/compat instead, 45-60 KB gzip less on every first load than React DOM.
 *
 * One list for every build that runs the storefront: the browser build, the server render
 * build (so `useId` values and the markup come from the same runtime the browser hydrates
 * with) and the web unit tests (so they test what ships). Exact matches only: `react-router`
 * and `react-hook-form` start with "react" too.
 */
export const reactRuntimeAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Libraries that import React and must therefore be bundled (not loaded by Node as they are)
 * in the unit tests, or they would import React itself beside Preact; and Preact itself, so
 * that our code and the libraries get the one copy the bundler picks (Node would pick another
 * of its builds, and hooks from one copy cannot see components rendered by the other).
 */
export const reactDependents: RegExp[] = [
  /[\\/]node_modules[\\/](preact|@mui|@emotion|@tanstack|@testing-library|@tiptap|@hookform|react-router|react-hook-form|react-transition-group|notistack|use-sync-external-store|hoist-non-react-statics)[\\/]/,
];
