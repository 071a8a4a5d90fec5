import type { Payload } from 'payload'

type RawExecutor = {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> | unknown
}

export type DatabaseHealth =
  | { status: 'up'; dialect: string; latencyMs: number }
  | { status: 'down'; dialect: string; error: string }

const PING_TIMEOUT_MS = 2000

/** A real round trip (`select 1`), bounded so that an unreachable server cannot hang the health check. */
export async function pingDatabase(payload: Payload): Promise<DatabaseHealth> {
  const dialect = payload.db.name
  const db = payload.db as unknown as RawExecutor
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      Promise.resolve(db.execute({ drizzle: db.drizzle, raw: 'select 1' })),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        )
      }),
    ])
    return { status: 'up', dialect, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      status: 'down',
      dialect,
      error: error instanceof Error ? error.message : String(error),
    }
  } finally {
    clearTimeout(timer)
  }
}
