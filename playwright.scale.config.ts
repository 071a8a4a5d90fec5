import { defineConfig } from '@playwright/test'

import { chromiumArgs, requireChromium } from './tests/e2e/support/chromium'

/**
 * The two-instance test (tests/scale): it starts its own deployment (PostgreSQL database, Redis, S3
 * stand-in, two instances, nginx) in `beforeAll`, so there is no web server here. `npm test` runs it
 * as the `scale` stage.
 */
const executablePath = requireChromium()

export default defineConfig({
  testDir: 'tests/scale',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/scale',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    locale: 'fr-FR',
    trace: 'retain-on-failure',
  },
})
