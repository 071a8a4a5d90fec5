/** Resident memory of the `--pid` process tree, after the load and under issue 47's cache flood. */
import fs from 'node:fs'

import { ARTICLE, concurrency, floodRequests, get, load, pages, results, rootPid } from './options'

/** A process and its descendants (from /proc), with their resident memory in KiB. */
export function processTree(pid: string): { pid: string; rssKiB: number; command: string }[] {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const rssKiB = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0)
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
    )
    .filter(Boolean)
  return [{ pid, rssKiB, command }, ...children.flatMap(processTree)]
}

export function memoryAfterLoad(): void {
  if (!rootPid) return
  const tree = processTree(rootPid)
  console.log('\nResident memory after the load (process tree of --pid)')
  for (const item of tree)
    console.log(
      `  ${String(Math.round(item.rssKiB / 1024)).padStart(5)} MB  ${item.command.slice(0, 90)}`,
    )
  const total = tree.reduce((sum, item) => sum + item.rssKiB, 0)
  results.memoryMB = Math.round(total / 1024)
  console.log(`  ${String(Math.round(total / 1024)).padStart(5)} MB  in all (goal: 400 MB)`)
}

/** The resident memory of the --pid process tree, in MB, or null without --pid. */
export function treeMB(): number | null {
  if (!rootPid) return null
  return Math.round(processTree(rootPid).reduce((sum, item) => sum + item.rssKiB, 0) / 1024)
}

/** Issue 47's flood: addresses with a parameter no page reads must not fill the page cache. */
export async function cacheFlood(): Promise<void> {
  const cacheStatus = async (path: string) => {
    const response = await get(path)
    await response.arrayBuffer()
    return response.headers.get('x-sylva-page-cache') ?? 'none'
  }
  for (const path of pages) await cacheStatus(path)
  const before = treeMB()
  const statuses = new Map<string, number>()
  const run = await load(floodRequests, concurrency, async (index) => {
    const status = await cacheStatus(`${ARTICLE}?flood=${index}`)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  })
  const after = treeMB()
  results.floodMB = after ?? undefined
  console.log(`\nCache flood: ${floodRequests} × ${ARTICLE}?flood=<n>, ${concurrency} at once`)
  console.log(
    `  ${run.perSecond.toFixed(0)} req/s; answers: ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  )
  for (const path of pages) console.log(`  then ${path.padEnd(40)} ${await cacheStatus(path)}`)
  if (before !== null) console.log(`  process tree: ${before} MB before, ${after} MB after`)
}
