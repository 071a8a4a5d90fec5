/**
 * What the server and the app know of the request being served, wherever the code runs (route,
 * page, Payload hook, job started inside a request): the production server (server/index.ts) takes
 * the id from the balancer's `X-Request-Id` (deploy/nginx/sylva.conf sets one) or makes one, answers
 * with it, and runs the request inside this store; Payload's JSON log lines carry it
 * (`requestLogFields`, src/payload.config.ts). A page says here how it may be kept
 * (src/lib/platform/http/page-caching.ts), which the server's page cache reads (server/page-cache.ts).
 * Plain JavaScript: the server script loads it outside the bundle, so the store lives on `globalThis`.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { processWide } from './edge-contract.mjs'

/**
 * @typedef {{ kind: 'public'; reads: readonly string[]; members: 'audience' | 'account' } | { kind: 'private' }} PageCaching
 * @typedef {{ requestId: string; caching?: PageCaching; accountRead?: boolean; tags?: Set<string> }} RequestContext
 */

/** @returns {AsyncLocalStorage<RequestContext>} */
function store() {
  return processWide(
    'requestContext',
    () => /** @type {AsyncLocalStorage<RequestContext>} */ (new AsyncLocalStorage()),
  )
}

/** The context of the request being served, or undefined outside one. */
export function currentRequest() {
  return store().getStore()
}

/**
 * Adds cache tags to those the current request's render read with (none outside a request): the
 * cache handler for each read, the app for data it keeps itself (server/page-cache.ts stores them).
 * @param {Iterable<string>} tags
 */
export function noteRequestTags(tags) {
  const context = store().getStore()
  if (!context) return
  context.tags ??= new Set()
  for (const tag of tags) context.tags.add(tag)
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
