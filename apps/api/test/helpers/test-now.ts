/**
 * The date the tests live on: inside the demo promotions' validity. The template database is
 * seeded for it (global-setup.ts), and every app a test builds runs on it (app.ts), so no test
 * depends on the day it runs. Shops started as child processes use the real clock instead.
 */
export const TEST_NOW = '2026-11-23T10:00:00Z';
