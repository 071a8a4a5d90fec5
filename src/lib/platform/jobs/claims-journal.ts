/**
 * The jobs this process holds, written to DATA_DIR as well as marked in their rows (./runner.ts). A
 * process stopped by `kill -9` or a crash leaves its file behind; the next worker started on the same
 * host and DATA_DIR finds it and hands those jobs back at once, instead of waiting for their lease.
 * A process is named by host, pid and a random run id, so a restart that gets the same pid (pid 1 in
 * a container) is still told apart from the run before it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getEnv } from '@/lib/platform/config/env'

export type JobId = number | string

type JournalFile = { host: string; pid: number; run: string; ids: JobId[] }

/** Claims another process of this host left behind: the file to forget once they are handed back. */
export type LeftClaims = { file: string; ids: JobId[] }

function folder(): string {
  return path.join(getEnv().dataDir, 'job-claims')
}

function ownFile(run: string): string {
  const host = os.hostname().replace(/[^\w.-]/g, '_')
  return path.join(folder(), `${host}-${process.pid}-${run}.json`)
}

/** Records the ids this process (its runner's `run` id) now holds (none: its file goes). */
export function writeHeldClaims(run: string, ids: Iterable<JobId>): void {
  const held = [...ids]
  const file = ownFile(run)
  if (held.length === 0) {
    fs.rmSync(file, { force: true })
    return
  }
  const content: JournalFile = { host: os.hostname(), pid: process.pid, run, ids: held }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Written whole, then renamed: a process killed mid-write leaves the previous list, never half a file.
  const temporary = `${file}.tmp`
  fs.writeFileSync(temporary, JSON.stringify(content))
  fs.renameSync(temporary, file)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readJournal(file: string): JournalFile | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<JournalFile>
    if (typeof parsed.host !== 'string' || typeof parsed.pid !== 'number') return null
    if (typeof parsed.run !== 'string' || !Array.isArray(parsed.ids)) return null
    return {
      host: parsed.host,
      pid: parsed.pid,
      run: parsed.run,
      ids: parsed.ids.filter((id): id is JobId => typeof id === 'number' || typeof id === 'string'),
    }
  } catch {
    return null
  }
}

/**
 * The claims of this host's processes that are gone (their pid is not running, or is this process's
 * own pid under another run id). Files of other hosts are left to their own host, or to the lease.
 */
export function leftClaims(run: string): LeftClaims[] {
  let names: string[]
  try {
    names = fs.readdirSync(folder())
  } catch {
    return []
  }
  const own = ownFile(run)
  const left: LeftClaims[] = []
  for (const name of names) {
    const file = path.join(folder(), name)
    if (!name.endsWith('.json') || file === own) continue
    const journal = readJournal(file)
    if (!journal) {
      fs.rmSync(file, { force: true })
      continue
    }
    if (journal.host !== os.hostname()) continue
    const gone = journal.pid === process.pid ? journal.run !== run : !isAlive(journal.pid)
    if (gone) left.push({ file, ids: journal.ids })
  }
  return left
}

export function forgetClaims(file: string): void {
  fs.rmSync(file, { force: true })
}
