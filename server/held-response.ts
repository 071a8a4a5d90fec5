/**
 * Helpers for the production server's wrappers that hold a response back before it is sent (the
 * error pages, server/error-shell.ts; the visitors' page cache, server/page-cache.ts).
 */
import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'

/** What follows the status in `writeHead(status, [message], [headers])`. */
export type WriteHeadRest = (string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined)[]

/**
 * The writing methods of a response as a wrapper replaces them: each of Node's overloads in one loose
 * signature, since a replacement takes whatever the app passes and hands it on as it came.
 */
export type RewritableResponse = {
  writeHead: (this: ServerResponse, status: number, ...rest: WriteHeadRest) => ServerResponse
  write: (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
  end: (
    this: ServerResponse,
    chunk?: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) => ServerResponse
  flushHeaders: (this: ServerResponse) => void
}

/** `res`, seen through its replaceable writing methods. */
export function rewritable(res: ServerResponse): RewritableResponse {
  return res as unknown as RewritableResponse
}

/** Applies `writeHead(status, [message], [headers])` to `res` without sending anything. */
export function recordWriteHead(res: ServerResponse, status: number, rest: WriteHeadRest): void {
  res.statusCode = status
  const headers = rest.find((part) => part && typeof part === 'object')
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      res.setHeader(String(headers[i]), headers[i + 1] as OutgoingHttpHeader)
  } else if (headers) {
    for (const [name, value] of Object.entries(headers))
      res.setHeader(name, value as OutgoingHttpHeader)
  }
}

/** A written chunk as bytes (`encoding` may be the callback in `write(chunk, callback)`). */
export function toBuffer(chunk: unknown, encoding?: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  )
}
