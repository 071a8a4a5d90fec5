import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { withFileLock } from '@/lib/platform/runtime/file-lock'
import { loadOrCreateLocalSecrets } from '@/lib/platform/config/local-secrets'

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-lock-'))
}

describe('withFileLock', () => {
  it('runs concurrent holders one after the other', async () => {
    const lock = path.join(tempDir(), 'bootstrap.lock')
    const events: string[] = []
    const hold = (name: string) =>
      withFileLock(lock, async () => {
        events.push(`${name}:in`)
        await new Promise((resolve) => setTimeout(resolve, 50))
        events.push(`${name}:out`)
      })
    await Promise.all([hold('a'), hold('b'), hold('c')])
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]?.split(':')[0]).toBe(events[i + 1]?.split(':')[0])
    }
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('takes over a lock left by a process that died', async () => {
    const lock = path.join(tempDir(), 'bootstrap.lock')
    const dead = spawn(process.execPath, ['-e', ''])
    const pid = dead.pid
    await new Promise((resolve) => dead.on('exit', resolve))
    fs.writeFileSync(lock, String(pid))
    await expect(withFileLock(lock, async () => 'done', 2000)).resolves.toBe('done')
  })

  it('gives up with a clear message when a live process holds the lock too long', async () => {
    const lock = path.join(tempDir(), 'bootstrap.lock')
    fs.writeFileSync(lock, String(process.ppid))
    await expect(withFileLock(lock, async () => 'never', 300)).rejects.toThrow(/is held by process/)
  })

  it('releases the lock when the work fails', async () => {
    const lock = path.join(tempDir(), 'bootstrap.lock')
    await expect(withFileLock(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    )
    expect(fs.existsSync(lock)).toBe(false)
  })
})

describe('loadOrCreateLocalSecrets', () => {
  it('creates the secrets once, readable by the owner only, and returns the same values afterwards', () => {
    const dir = tempDir()
    const first = loadOrCreateLocalSecrets(dir)
    const second = loadOrCreateLocalSecrets(dir)
    expect(second).toEqual(first)
    expect(first.payloadSecret).not.toBe(first.altchaHmacKey)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('adds a missing key without changing the existing ones', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ payloadSecret: 'kept' }))
    const secrets = loadOrCreateLocalSecrets(dir)
    expect(secrets.payloadSecret).toBe('kept')
    expect(secrets.altchaHmacKey).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a damaged file instead of silently replacing the secrets', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{ broken')
    expect(() => loadOrCreateLocalSecrets(dir)).toThrow(/not readable JSON/)
  })
})
