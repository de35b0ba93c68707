import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/chromium.ts';
import { E2E_STAFF } from './tests/e2e/staff-account.ts';

const port = Number(process.env.E2E_PORT ?? 8765);
const dataDir = `.tmp/e2e-${Date.now()}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx tools/admin.ts create-staff ${E2E_STAFF.email} && npx tsx server/main.ts`,
    url: `http://localhost:${port}/api/_allauth/browser/v1/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      STAFF_PASSWORD: E2E_STAFF.password,
    },
  },
});
