/** A site started exactly as `npm start` starts it, in a child process the test controls. */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect } from '@playwright/test'

import { startCommandArgs } from '../../support/start-command'
import { freePort } from './server'

const root = path.resolve(import.meta.dirname, '../../..')

export type SiteProcess = {
  child: ChildProcess
  port: number
  dataDir: string
  baseURL: string
  output: () => string
  stderr: () => string
  exited: Promise<number | null>
}

export function launchSite(
  options: { dataDir?: string; env?: Record<string, string>; args?: string[] } = {},
): SiteProcess {
  const port = freePort()
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-life-'))
  let stdout = ''
  let stderr = ''
  const child = spawn(process.execPath, [...startCommandArgs(), ...(options.args ?? [])], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    port,
    dataDir,
    baseURL: `http://localhost:${port}`,
    output: () => stdout,
    stderr: () => stderr,
    exited,
  }
}

export async function waitUntilReady(site: SiteProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!site.output().includes('is ready on')) {
    if (site.child.exitCode !== null)
      throw new Error(`the site exited early:\n${site.output()}\n${site.stderr()}`)
    if (Date.now() > deadline) throw new Error(`the site was not ready in time:\n${site.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function stopSite(
  site: SiteProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (site.child.exitCode === null) site.child.kill(signal)
  return site.exited
}

/** A JWT for the administrator the site created on its first start (its admin-login.json). */
export async function siteAdminToken(site: SiteProcess): Promise<string> {
  const { email, password } = JSON.parse(
    fs.readFileSync(path.join(site.dataDir, 'admin-login.json'), 'utf8'),
  ) as { email: string; password: string }
  const response = await fetch(`${site.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The processes whose parent is `pid`, as "pid command" (Linux, from /proc). */
export function childProcessesOf(pid: number): string[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
        // "pid (command) state ppid …": the command may hold spaces and parentheses.
        const afterCommand = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        if (Number(afterCommand[1]) !== pid) return []
        return [`${entry} ${fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ')}`]
      } catch {
        return [] // the process ended while we read
      }
    })
}
