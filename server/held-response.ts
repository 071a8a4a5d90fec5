/**
 * Helpers for the production server's wrappers that hold a response back before it is sent (the
 * error pages, scripts/lib/error-shell.mjs; the visitors' page cache, scripts/lib/page-cache.mjs).
 */

/** Applies `writeHead(status, [message], [headers])` to `res` without sending anything. */
export function recordWriteHead(res, status, rest) {
  res.statusCode = status
  const headers = rest.find((part) => part && typeof part === 'object')
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  }
}

/** A written chunk as bytes (`encoding` may be the callback in `write(chunk, callback)`). */
export function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8')
}
