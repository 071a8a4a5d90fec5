import { SHUTDOWN_HOOKS, SHUTTING_DOWN } from '@/lib/platform/runtime/edge-contract.mjs'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

/**
 * Work to finish before the process exits (closing the database). The custom server (server/index.ts) runs
 * these hooks after it has drained in-flight requests. The registry lives on globalThis because the
 * server and Next's bundles are separate module graphs in the same process.
 */
type ShutdownHook = () => Promise<void> | void

const REGISTRY = SHUTDOWN_HOOKS

type WithRegistry = typeof globalThis & { [REGISTRY]?: Map<string, ShutdownHook> }

function registry(): Map<string, ShutdownHook> {
  const holder = globalThis as WithRegistry
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** Registering the same name twice replaces the earlier hook (a reloaded config re-registers). */
export function onShutdown(name: string, hook: ShutdownHook): void {
  registry().set(name, hook)
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = [...registry().entries()]
  registry().clear()
  for (const [name, hook] of hooks) {
    try {
      await hook()
    } catch (error) {
      getLogger().error({ err: error }, `Shutdown step "${name}" failed`)
    }
  }
}

type WithFlag = typeof globalThis & { [SHUTTING_DOWN]?: boolean }

/** Set by the server on SIGTERM: health checks then answer 503 so a load balancer stops routing here. */
export function isShuttingDown(): boolean {
  return (globalThis as WithFlag)[SHUTTING_DOWN] === true
}
