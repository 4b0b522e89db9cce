import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './e2e/chromium-path';

const executablePath = await resolveChromiumPath();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The journeys share one server and each signs up a company of its own, so two run side by
  // side (CI's two cores: while one waits for its browser, the other works). Root's password is
  // the one state they hand on: the foundation journeys change it first, before any other runs.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // Journeys that intercept requests see them all; the offline journey allows the worker.
    serviceWorkers: 'block',
  },
  // The foundation journey goes first: it is the one that meets root's generated password.
  projects: [
    { name: 'foundation', testMatch: 'foundation.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      testIgnore: 'foundation.spec.ts',
      dependencies: ['foundation'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
