import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.js';
import { BASE_OUT_DIR, OUT_DIR, SUB_PATH } from './e2e/support/builds';

// Playwright cannot download browsers here: drive the system Chromium's headless shell.
const executablePath = TEST_CHROME_PATH;
const args = CHROMIUM_ARGS;

// E2E_PORT / OUT_DIR let several builds be tested side by side (dist-base is always the sub-path build).
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_PORT = PORT + 1;

export default defineConfig({
  testDir: 'e2e',
  // e2e/static/*.test.ts are Vitest checks over the built files (vitest.built.config.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two workers on the 2-core machines the budget is set for (Playwright's default would be one);
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // Generous on purpose: a 2-core CI machine with two browsers is slow, and a timeout is not a finding.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath, args },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args } } }],
  webServer: [
    {
      command: `PORT=${PORT} OUT_DIR=${OUT_DIR} node scripts/serve.js`,
      port: PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `PORT=${BASE_PORT} BASE_PATH=${SUB_PATH} OUT_DIR=${BASE_OUT_DIR} node scripts/serve.js`,
      port: BASE_PORT,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
