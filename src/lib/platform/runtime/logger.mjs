/**
 * The server's one logger, pino configured as Payload's (src/payload.config.ts): JSON lines in
 * production, each with the id of the request it belongs to (./request-context.mjs), readable lines
 * otherwise; `LOG_LEVEL` decides what is written (checked with the rest of the configuration at start,
 * src/lib/platform/config/env.ts). Lines are written synchronously, so that the last ones before an
 * exit are not lost.
 * Plain JavaScript: the production server and the cache handler Next loads outside the bundle use it
 * as well as the app. Those are separate module graphs in one process: the logger lives on `globalThis`.
 */
import { pino } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { resolveMode } from '../config/mode.mjs'
import { LIFECYCLE_LOGGER, LOGGER } from './edge-contract.mjs'
import { requestLogFields } from './request-context.mjs'

const holder = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (
  /** @type {unknown} */ (globalThis)
)

/** A mode the configuration refuses is reported by it; meanwhile, lines for a log collector. */
function isProduction() {
  try {
    return resolveMode(process.env) === 'production'
  } catch {
    return true
  }
}

/** `LOG_LEVEL` (a value the configuration refuses counts as `info` until it stops the start). */
function level() {
  const wanted = process.env.LOG_LEVEL?.trim() || 'info'
  return wanted === 'silent' || wanted in pino.levels.values ? wanted : 'info'
}

function create() {
  const options = { level: level(), mixin: requestLogFields }
  return isProduction()
    ? pino(options, pino.destination({ dest: 1, sync: true }))
    : pino(
        options,
        prettyStream({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }),
      )
}

/**
 * The logger, made on first use (after the server has loaded the `.env` files):
 * `getLogger().error({ err: error }, 'What failed')`.
 * @returns {import('pino').Logger}
 */
export function getLogger() {
  return (holder[LOGGER] ??= create())
}

/**
 * For the production server's start and stop lines (ready, draining, stopped): written whatever
 * `LOG_LEVEL` says, as the operator of `npm start` and the lifecycle tests read them.
 * @returns {import('pino').Logger}
 */
export function getLifecycleLogger() {
  return (holder[LIFECYCLE_LOGGER] ??= getLogger().child({}, { level: 'info' }))
}
