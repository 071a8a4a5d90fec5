import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { chromiumArgs, requireChromium } from './tests/e2e/support/chromium'
import { decidedConsentState } from './tests/e2e/support/consent'
import { E2E_METRICS_TOKEN, e2eServer } from './tests/e2e/support/server'
import { startCommandArgs } from './tests/support/start-command'

const root = import.meta.dirname
const { port, dataDir, baseURL, smtpPort, mailDir } = e2eServer()
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
const executablePath = requireChromium()

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    locale: 'fr-FR',
    // A cookie decision already made, so the banner never covers what a test clicks (consent.spec.ts
    // starts without one), and the welcome offer (5 s after load) already dismissed
    // (tests/e2e/subscriptions.spec.ts shows it again).
    storageState: decidedConsentState(baseURL, undefined, { welcomeOfferDismissed: true }),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    // A real SMTP server on 127.0.0.1: the site's mails arrive there (tests/e2e/support/mailbox.ts).
    {
      command: `"${process.execPath}" "${tsx}" tests/e2e/support/smtp-sink.ts`,
      cwd: root,
      port: smtpPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: mailDir },
    },
    // The real production server, started the way `npm start` starts it, on its own data directory.
    {
      command: [process.execPath, ...startCommandArgs()].map((word) => `"${word}"`).join(' '),
      cwd: root,
      url: `${baseURL}/healthz`,
      timeout: 10 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        // As behind a reverse proxy: tests give each scenario its own client address (X-Forwarded-For).
        TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        EMAIL_FROM: 'Sylva Cévennes <bonjour@sylva-cevennes.fr>',
        // The Prometheus endpoint (server/metrics.ts), read by tests/e2e/platform.spec.ts.
        METRICS_TOKEN: E2E_METRICS_TOKEN,
      },
    },
  ],
})
