import { defineConfig } from 'vitest/config';

// Unit tests run everywhere; the API suite runs on embedded PGlite, and again on PostgreSQL
// when TEST_DATABASE_URL names a server (CI exports it when one answers).
const apiProject = (engine: 'pglite' | 'postgres', groupOrder: number) => ({
  test: {
    name: `api-${engine}`,
    sequence: { groupOrder },
    include: ['server/test/**/*.test.ts'],
    env: { RISER_TEST_ENGINE: engine },
    setupFiles: ['server/test/setup.ts'],
    pool: 'forks' as const,
    // One database per worker, reused by every file the worker runs; tests truncate between.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          exclude: ['server/test/**'],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      apiProject('pglite', 1),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres', 2)] : []),
    ],
  },
});
