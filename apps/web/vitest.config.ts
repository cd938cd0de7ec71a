import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Referenced from the root vitest.config.ts; `root` pins paths to this folder so the project
// works both from the repository root (`npx vitest run --project web`) and from apps/web.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineProject({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Whole-form tests type field by field in jsdom and load the password dictionaries once per
    // file; on a busy machine they can pass 5 s without anything being wrong.
    testTimeout: 15_000,
  },
});
