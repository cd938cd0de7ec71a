import { defineConfig } from 'vitest/config';

// One runner for the whole repository: domain unit tests, API tests (real app, real database)
// web component tests and the lint boundaries. Browser journeys (Playwright) run through `npm run test:e2e`.

const api = {
  test: {
    name: 'api',
    include: ['apps/api/test/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};
const everything = [
  { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
  api,
  './apps/web/vitest.config.ts',
  // The lint boundaries themselves (docs/architecture/api.md "Boundaries, enforced by lint"): a forbidden import must fail `npm run lint`;
  // with them the scripts' and the benchmarks' own logic (bench/lib/ramp.test.mjs, decision 0105).
  { test: { name: 'lint', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'], testTimeout: 60_000 } },
];

// With TEST_DATABASE_URL (PostgreSQL) only the API tests run: they are the only ones that meet a
// database, and the others would give the same answers as on SQLite a second time.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // An error thrown outside a test (a timer firing after its page, or its environment, is gone)
    // fails the run: such errors are bugs, and ignoring them made the suite fail one run in four.
    dangerouslyIgnoreUnhandledErrors: false,
    projects: onPostgres ? [api] : everything,
  },
});
