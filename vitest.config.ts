import { defineConfig } from 'vitest/config';

// One runner for the whole repository: domain unit tests, API tests (real app, real database)
// and web component tests. Browser journeys (Playwright) run through `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
