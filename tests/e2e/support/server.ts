/** The e2e run's server: port and data directory, chosen once by the runner and inherited by workers. */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))
}

export function e2eServer(): { port: number; dataDir: string; baseURL: string } {
  process.env.E2E_PORT ??= String(freePort())
  process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-e2e-'))
  const port = Number(process.env.E2E_PORT)
  return { port, dataDir: process.env.E2E_DATA_DIR, baseURL: `http://localhost:${port}` }
}

/** The login printed at start-up, as the seed stored it. */
export function seededAdminLogin(dataDir: string): { email: string; password: string } {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-login.json'), 'utf8')) as {
    email: string
    password: string
  }
}
