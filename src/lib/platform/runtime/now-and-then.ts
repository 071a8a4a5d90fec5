import { processWide } from './edge-contract.mjs'

/**
 * Runs `work` at most once per `intervalMs` in this process, under `key` (housekeeping done as a side
 * effect of ordinary requests, such as purging records past their retention).
 */
export async function nowAndThen(
  key: string,
  intervalMs: number,
  work: (now: number) => Promise<unknown>,
  now = Date.now(),
): Promise<void> {
  const runs = processWide('nowAndThen', () => new Map<string, number>())
  const last = runs.get(key)
  if (last !== undefined && now - last < intervalMs) return
  runs.set(key, now)
  await work(now)
}
