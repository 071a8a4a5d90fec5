import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external.js'

/**
 * Runs `work` outside the request that started it. Background work (the job runner's passes) keeps
 * the async context it was started from, so a pass started during a request would still see that
 * request — finished by the time the work runs — and Next would file its cache invalidations under
 * it, where they are never applied. Outside the Next.js server (scripts, tests) there are no such
 * stores and `work` simply runs.
 */
export function outsideRequest<T>(work: () => T): T {
  if (!process.env.NEXT_RUNTIME) return work()
  return workAsyncStorage.exit(() => workUnitAsyncStorage.exit(work))
}
