/**
 * One log line per key per interval (a minute by default), with how many were held back: a service
 * that stays down (Redis) is reported once a minute, not once per request or reconnection attempt.
 * Written as errors through the server's logger (./logger.mjs). Plain JavaScript: the cache handler
 * Next loads outside the bundle uses it as well as the app.
 */
import { processWide } from './edge-contract.mjs'
import { getLogger } from './logger.mjs'

/**
 * @param {string} key what is failing (one line per interval for each)
 * @param {string} message the line
 * @param {{ intervalMs?: number, now?: number, write?: (line: string) => void }} [options]
 * @returns {boolean} whether the line was written
 */
export function logNowAndThen(key, message, options = {}) {
  const {
    intervalMs = 60_000,
    now = Date.now(),
    write = (line) => getLogger().error(line),
  } = options
  const seen = processWide(
    'logNowAndThen',
    () => /** @type {Map<string, { last: number, held: number }>} */ (new Map()),
  )
  const entry = seen.get(key)
  if (entry && now - entry.last < intervalMs) {
    entry.held += 1
    return false
  }
  const held = entry?.held ?? 0
  seen.set(key, { last: now, held: 0 })
  write(held > 0 ? `${message} (and ${held} more like it since the last report)` : message)
  return true
}
