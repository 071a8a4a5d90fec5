/**
 * Every request body is bounded by the production server (server/index.ts) before the app reads it,
 * on the bytes actually received (an announced `Content-Length` and a chunked body alike):
 *
 * - uploads to the collections that store files: Payload's own file limit (src/payload.config.ts) plus
 *   room for the form's other fields, counted as the body streams through;
 * - every other API address (REST, GraphQL, the site's own routes): a small limit, and the body is held
 *   here until complete, so the app never sees a request that turns out too large;
 * - pages (server actions, forms without script): Next's own limit for server actions, held the same way.
 *
 * A request over its limit is answered at once (413) and the rest of its body is read and dropped for a
 * short while, so that the client sees the answer, then the connection is closed.
 */
import http, { type IncomingHttpHeaders } from 'node:http'

/** What a bounded body came to. */
export type BodyOutcome = 'complete' | 'exceeded' | 'aborted'

export const MB = 1024 * 1024

/** Every JSON API, GraphQL included: far above any document the admin saves, far below the heap. */
export const API_BODY_LIMIT = 2 * MB

/** Next's `serverActions.bodySizeLimit` when the configuration does not set one. */
export const PAGE_BODY_LIMIT = 1 * MB

/** The collections whose documents are uploads (`upload:` in src/collections/<Name>/index.ts). */
export const UPLOAD_COLLECTIONS = ['media', 'library-files', 'site-audio']

/** Payload's `upload.limits.fileSize` (src/payload.config.ts) and the multipart form around the file. */
export const UPLOAD_BODY_LIMIT = 200 * MB + 1 * MB

/** How long the rest of a refused body is read and dropped before the connection is closed. */
export const LINGER_MS = 5_000

/**
 * `hold`: the body is kept here until complete (small limits), else counted as it streams (uploads).
 */
export type BodyLimit = { bytes: number; hold: boolean; kind: 'upload' | 'api' | 'page' }

/** The limit for one request, by method and path. */
export function bodyLimitFor(method: string | undefined, pathname: string): BodyLimit {
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const collection = pathname.split('/')[2] ?? ''
    const writes = method === 'POST' || method === 'PATCH' || method === 'PUT'
    if (writes && UPLOAD_COLLECTIONS.includes(collection))
      return { bytes: UPLOAD_BODY_LIMIT, hold: false, kind: 'upload' }
    return { bytes: API_BODY_LIMIT, hold: true, kind: 'api' }
  }
  return { bytes: PAGE_BODY_LIMIT, hold: true, kind: 'page' }
}

/**
 * What the request says of its body: `length` when announced, `chunked` when sent in chunks, and
 * whether it has one at all.
 */
export function announcedBody(headers: IncomingHttpHeaders): {
  hasBody: boolean
  length: number | null
} {
  const chunked = /\bchunked\b/i.test(String(headers['transfer-encoding'] ?? ''))
  const raw = headers['content-length']
  const length = raw === undefined || chunked ? null : Number(raw)
  return { hasBody: chunked || (length !== null && length > 0), length }
}

/**
 * The request class the server is created with (`http.createServer({ IncomingMessage })`): the HTTP
 * parser hands it the body through `push`, so bytes are counted there, before anything is buffered.
 */
export class BoundedIncomingMessage extends http.IncomingMessage {
  #mode: 'open' | 'holding' | 'counting' | 'dropping' = 'open'
  #limit = Infinity
  #received = 0
  #held: Buffer[] = []
  #complete = false
  #settle: ((outcome: BodyOutcome) => void) | null = null
  #linger: NodeJS.Timeout | null = null

  /**
   * Starts bounding the body (call it in the request listener, before any of the body arrives).
   * Resolves with 'complete' once the whole body is in (held bodies wait for `release()`),
   * 'exceeded' as soon as more than `bytes` arrive, 'aborted' if the client goes away.
   */
  limitBody(bytes: number, { hold }: { hold: boolean }): Promise<BodyOutcome> {
    this.#limit = bytes
    this.#mode = hold ? 'holding' : 'counting'
    return new Promise((resolve) => {
      this.#settle = (outcome) => {
        this.#settle = null
        resolve(outcome)
      }
      this.once('close', () => this.#settle?.('aborted'))
    })
  }

  /** The held body, complete. */
  heldBody(): Buffer<ArrayBuffer> {
    return Buffer.concat(this.#held)
  }

  /** Hands the held body to whoever reads the request next (the app). */
  release(): void {
    if (this.#mode !== 'holding') return
    this.#mode = 'open'
    for (const chunk of this.#held) super.push(chunk)
    this.#held = []
    if (this.#complete) super.push(null)
  }

  /**
   * Reads and drops the rest of the body for up to `lingerMs`, then closes the connection unless the
   * body ended by then (the connection then serves the client's next request).
   */
  dropRest(lingerMs: number = LINGER_MS): void {
    if (this.#mode === 'dropping') return
    this.#mode = 'dropping'
    this.#held = []
    if (this.#complete) return
    this.#linger = setTimeout(() => this.socket?.destroy(), lingerMs)
    this.#linger.unref()
  }

  push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk === null) {
      this.#complete = true
      if (this.#linger) clearTimeout(this.#linger)
      if (this.#mode === 'holding') {
        this.#settle?.('complete')
        return false
      }
      if (this.#mode === 'counting') this.#settle?.('complete')
      return super.push(null)
    }
    if (this.#mode === 'open') return super.push(chunk, encoding)
    if (this.#mode === 'dropping') return true
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding)
    this.#received += bytes.length
    if (this.#received > this.#limit) {
      this.#settle?.('exceeded')
      this.dropRest()
      return true
    }
    if (this.#mode === 'holding') {
      this.#held.push(bytes)
      return true
    }
    return super.push(bytes)
  }
}
