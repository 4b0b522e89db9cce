import { configDefaults, defineConfig } from 'vitest/config';

// Long runs against real server processes (kill -9 rounds): `npm run test:soak`, after `npm test`.
const SOAK_TESTS = ['server/test/crash-safety.test.ts'];
// The embedded PostgreSQL's own life (start, kill -9, an earlier PGlite): not a server's business.
const EMBEDDED_ONLY_TESTS = ['server/test/embedded-postgres.test.ts', 'server/test/database-restart.test.ts'];

// Unit tests run everywhere; the API suite runs on the embedded PostgreSQL (one cluster for the
// run, a database per worker), and again on the PostgreSQL server in TEST_DATABASE_URL when set
// (CI exports it when one answers).
const apiProject = (engine: 'embedded' | 'postgres', groupOrder: number) => ({
  test: {
    name: `api-${engine}`,
    sequence: { groupOrder },
    include: ['server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SOAK_TESTS, ...(engine === 'embedded' ? [] : EMBEDDED_ONLY_TESTS)],
    env: { RISER_TEST_ENGINE: engine },
    globalSetup: ['server/test/embedded-cluster.setup.ts'],
    setupFiles: ['server/test/setup.ts'],
    pool: 'forks' as const,
    // One database per worker, reused by every file the worker runs; tests truncate between.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const soakProject = (engine: 'embedded' | 'postgres', groupOrder: number) => ({
  test: {
    name: `soak-${engine}`,
    // One engine after the other: each starts server processes of its own.
    sequence: { groupOrder },
    include: SOAK_TESTS,
    // Builds the server its processes run (the servers start clusters of their own).
    globalSetup: ['server/test/embedded-cluster.setup.ts'],
    env: { RISER_TEST_ENGINE: engine },
    pool: 'forks' as const,
    maxWorkers: 1,
    testTimeout: 900_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/test/**'],
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      apiProject('embedded', 1),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres', 2)] : []),
      soakProject('embedded', 3),
      ...(process.env.TEST_DATABASE_URL ? [soakProject('postgres', 4)] : []),
    ],
  },
});
