/** The e2e run's server: port and data directory, chosen once by the runner and inherited by workers. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../support/ports'

export { freePort }

export type E2EServer = {
  port: number
  dataDir: string
  baseURL: string
  /** The SMTP sink's port and the directory it writes messages to. */
  smtpPort: number
  mailDir: string
}

/** The e2e server's METRICS_TOKEN (playwright.config.ts), for reading GET /metrics. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-a-secret'

export function e2eServer(): E2EServer {
  process.env.E2E_PORT ??= String(freePort())
  process.env.E2E_SMTP_PORT ??= String(freePort())
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-e2e-'))
  process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail')
  fs.mkdirSync(process.env.E2E_MAIL_DIR, { recursive: true })
  const port = Number(process.env.E2E_PORT)
  return {
    port,
    dataDir: process.env.E2E_DATA_DIR,
    baseURL: `http://localhost:${port}`,
    smtpPort: Number(process.env.E2E_SMTP_PORT),
    mailDir: process.env.E2E_MAIL_DIR,
  }
}

/** The login printed at start-up, as the seed stored it. */
export function seededAdminLogin(dataDir: string): { email: string; password: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as {
    email: string
    password: string
  }
}
