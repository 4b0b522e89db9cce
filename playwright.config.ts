import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './e2e/chromium-path';

const executablePath = await resolveChromiumPath();

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The journeys share one server and build on each other's state (the root's password).
  workers: 1,
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
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
