import { AsyncResource } from 'node:async_hooks'

import { BACKGROUND_SCOPE } from './edge-contract.mjs'

type Holder = { [BACKGROUND_SCOPE]?: AsyncResource }

/**
 * Remembers the async scope of the server's start (called from src/instrumentation.ts's `register`,
 * which Next runs once before any request), for `outsideRequest`.
 */
export function rememberStartScope(): void {
  ;(globalThis as Holder)[BACKGROUND_SCOPE] ??= new AsyncResource('sylva.background')
}

/**
 * Runs `work` outside the request that started it, in the scope the server started in. Background
 * work (the job runner's passes) would otherwise keep the async context of the request that asked
 * for it — finished by the time the work runs — and Next would file the work's cache invalidations
 * under that request, where they are never applied. Where no server started (scripts, tests),
 * `work` simply runs.
 */
export function outsideRequest<T>(work: () => T): T {
  const scope = (globalThis as Holder)[BACKGROUND_SCOPE]
  return scope ? scope.runInAsyncScope(work) : work()
}
