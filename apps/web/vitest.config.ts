import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactDependents, reactRuntimeAliases } from './react-runtime';

// Referenced from the root vitest.config.ts; `root` pins paths to this folder so the project
// works both from the repository root (`npx vitest run --project web`) and from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root,
  plugins: [react({ refreshExclude: /./ })],
  // The tests run what ships: Preact under the React names, also inside the libraries.
  // ES module entries first (as the browser build picks them): a CommonJS entry would be loaded
  // by Node itself, past the aliases, and bring React back.
  resolve: {
    alias: reactRuntimeAliases,
    mainFields: ['module', 'jsnext:main', 'jsnext'],
    conditions: ['module', 'browser', 'development'],
  },
  test: {
    server: { deps: { inline: reactDependents } },
    name: 'web',
    environment: 'jsdom',
    // build/: the build's own modules (plugins), tested against the installed libraries they read.
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-form tests type field by field in jsdom and load the password dictionaries once per
    // file; on a busy machine they can pass 5 s without anything being wrong.
    testTimeout: 15_000,
  },
});
