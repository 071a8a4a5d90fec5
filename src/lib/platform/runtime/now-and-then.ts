import { NOW_AND_THEN as LAST_RUNS } from './edge-contract.mjs'

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
  const holder = globalThis as typeof globalThis & { [LAST_RUNS]?: Map<string, number> }
  const runs = (holder[LAST_RUNS] ??= new Map())
  const last = runs.get(key)
  if (last !== undefined && now - last < intervalMs) return
  runs.set(key, now)
  await work(now)
}
