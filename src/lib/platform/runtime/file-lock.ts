import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * A lock held through an exclusively created file that records the owner's pid: two processes starting
 * on the same data directory migrate and seed one after the other. A lock left by a dead process is taken
 * over.
 */
export async function withFileLock<T>(
  lockFile: string,
  work: () => Promise<T>,
  timeoutMs = 120_000,
): Promise<T> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(lockFile)
      if (owner === undefined || !isProcessAlive(owner)) {
        fs.rmSync(lockFile, { force: true })
        continue
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${lockFile} is held by process ${owner}; is another start-up still running?`,
        )
      }
      await sleep(200)
    }
  }
  try {
    return await work()
  } finally {
    if (readOwner(lockFile) === process.pid) fs.rmSync(lockFile, { force: true })
  }
}
