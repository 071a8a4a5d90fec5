/**
 * The preparation `npm start` runs before serving — migrations, the first administrator, launch
 * content — in a process of its own that exits when done, so that Payload loaded for it does not
 * stay in memory beside the server (scripts/start.ts). Reports its summary, or its error, to the
 * parent over IPC.
 */
import { ConfigError } from '../../src/lib/platform/config/env'

async function run(): Promise<void> {
  const { bootstrap } = await import('../../src/lib/seed/bootstrap')
  const summary = await bootstrap()
  process.send?.({ type: 'summary', summary })
}

run()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    const message =
      error instanceof ConfigError
        ? error.message
        : `Start-up failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    process.send?.({ type: 'error', message })
    process.exit(1)
  })
