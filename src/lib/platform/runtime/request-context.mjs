/**
 * The request id of the request being served, wherever the code runs (route, Payload hook, job
 * started inside a request): the production server (server/index.ts) takes it from the balancer's
 * `X-Request-Id` (deploy/nginx/sylva.conf sets one) or makes one, answers with it, and runs the request
 * inside this store; Payload's JSON log lines carry it (`requestLogFields`, src/payload.config.ts).
 * Plain JavaScript: the server script loads it outside the bundle, so the store lives on `globalThis`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { processWide } from './edge-contract.mjs'

/** @returns {AsyncLocalStorage<{ requestId: string }>} */
function store() {
  return processWide(
    'requestContext',
    () => /** @type {AsyncLocalStorage<{ requestId: string }>} */ (new AsyncLocalStorage()),
  )
}

/** A usable id from the incoming header (letters, digits, `.`, `_`, `-`; 1–128), or a new one. */
export function requestIdFrom(/** @type {string | string[] | undefined} */ header) {
  const value = Array.isArray(header) ? header[0] : header
  return value && /^[A-Za-z0-9._-]{1,128}$/.test(value) ? value : randomUUID()
}

/**
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export function runWithRequestId(requestId, work) {
  return store().run({ requestId }, work)
}

/** What a log line adds about the current request: `{ requestId }`, or nothing outside one. */
export function requestLogFields() {
  const current = store().getStore()
  return current ? { requestId: current.requestId } : {}
}
