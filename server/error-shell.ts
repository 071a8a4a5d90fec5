/**
 * Error and not-found pages that read without JavaScript (docs/behaviour.md › Without JavaScript).
 *
 * When a page calls `notFound()` or throws, Next 16.4 answers the right status (404, 500) with an
 * empty document, `<html id="__next_error__">`, whose content exists only in the script payload: a
 * browser without JavaScript shows a blank page with no title. The production server
 * (server/index.ts) catches those documents and answers instead, with the same status:
 *
 * - 404: the site's not-found page, rendered by the app at NOT_FOUND_PATH for the same reader
 *   (language from `?lang=`, cookies forwarded), with its own headers (its CSP nonce matches);
 * - 500 or 503: a self-contained page in the reader's language (the app may be what is failing),
 *   with the reference of the error when the payload carries one.
 *
 * Only full-page GET requests are looked at; everything else passes through untouched, and any other
 * answer, including a 404 that already has content, is sent as it came.
 */

import type { IncomingMessage, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { INTERNAL_HEADERS } from '../src/lib/platform/runtime/edge-contract.mjs'
import { getLogger } from '../src/lib/platform/runtime/logger.mjs'
import { recordWriteHead, rewritable, toBuffer } from './held-response.ts'

/** The catalogue's `errorPage` texts (messages/<locale>.json) the page for 500/503 uses. */
export type ErrorPageTexts = {
  title: string
  text: string
  /** With `{digest}` where the reference goes. */
  reference: string
  retry: string
  back: string
}

/** The app's page that renders the not-found screen (src/app/(frontend)/[locale]/page-introuvable). */
export const NOT_FOUND_PATH = '/page-introuvable'
/** Marks the server's own request for the not-found page, so that it never loops. */
const INTERNAL_HEADER = INTERNAL_HEADERS.notFoundRender
const ERROR_SHELL = '<!DOCTYPE html><html id="__next_error__">'
const STATUSES = new Set([404, 500, 503])
/** How a response is treated: undecided until its first byte, then passed on or captured. */
type Mode = 'undecided' | 'pass' | 'capture'
/** Headers of the not-found page's answer that are not carried over (Node sets its own). */
const HOP_BY_HOP = new Set([
  'connection',
  'content-length',
  'content-encoding',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
])

/** The body as Next wrote it, uncompressed (it compresses for browsers that accept it). */
function decoded(body: Buffer, encoding: unknown): Buffer {
  try {
    if (encoding === 'gzip') return zlib.gunzipSync(body)
    if (encoding === 'br') return zlib.brotliDecompressSync(body)
    if (encoding === 'deflate') return zlib.inflateSync(body)
  } catch {
    // Not what it claimed to be: looked at as it is.
  }
  return body
}

function escapeHtml(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function isFullPageGet(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false
  if (req.headers.rsc || req.headers['next-router-state-tree'] || req.headers['next-action'])
    return false
  const url = req.url ?? '/'
  return !['/_next/', '/api/', '/admin', '/healthz'].some((prefix) => url.startsWith(prefix))
}

function localeOf(url: string, locales: readonly string[]): string {
  const lang = new URL(url, 'http://site').searchParams.get('lang')
  return lang !== null && locales.includes(lang) ? lang : 'fr'
}

/** The page for 500/503, on its own: no script, no stylesheet of the app, nothing that could fail. */
export function staticErrorPage({
  texts,
  locale,
  url,
  reference,
}: {
  texts: ErrorPageTexts
  locale: string
  url: string
  reference?: string
}): string {
  const home = locale === 'fr' ? '/' : `/?lang=${locale}`
  const refLine = reference
    ? `<p style="font-size:.9rem;color:#4b5e52">${escapeHtml(texts.reference.replace('{digest}', reference))}</p>`
    : ''
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title></head>` +
    `<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#14251b;background:#f7f5ee;line-height:1.6">` +
    `<main style="max-width:36rem;margin:0 auto;padding:5rem 1.5rem"><h1 style="font-size:2rem;line-height:1.2;margin:0 0 1rem">${escapeHtml(texts.title)}</h1>` +
    `<p style="font-size:1.1rem;color:#33473b">${escapeHtml(texts.text)}</p>${refLine}` +
    `<p style="margin-top:2.5rem"><a href="${escapeHtml(url)}" style="display:inline-block;padding:.7rem 1.4rem;border-radius:.5rem;background:#15803d;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(texts.retry)}</a>` +
    ` <a href="${home}" style="margin-left:1rem;color:#15803d;font-weight:600">${escapeHtml(texts.back)}</a></p></main></body></html>`
  )
}

/** The digest Next puts in the payload of a failed render (the reference staff find in the logs). */
function referenceIn(body: string): string | undefined {
  return (
    /\\"digest\\":\\"([\w-]{1,64})\\"/.exec(body)?.[1] ?? /"digest":"([\w-]{1,64})"/.exec(body)?.[1]
  )
}

/**
 * Wraps `res` so that an empty error document is replaced as described above. `writeHead` calls go
 * through whatever wrapper was installed before (the 500 → 503 of an outage).
 */
export function serveErrorShellsAsPages(
  req: IncomingMessage,
  res: ServerResponse,
  {
    origin,
    locales,
    errorTexts,
  }: { origin: string; locales: readonly string[]; errorTexts: Record<string, ErrorPageTexts> },
): void {
  if (!isFullPageGet(req)) return
  const url = req.url ?? '/'
  const isInternal = req.headers[INTERNAL_HEADER] === '1'
  const isNotFoundPage = new URL(url, 'http://site').pathname === NOT_FOUND_PATH
  const { writeHead, write, end } = rewritable(res)
  /** undecided until the first byte; then pass (untouched) or capture (held until the end). */
  let mode: Mode = 'undecided'
  const chunks: Buffer[] = []

  function decide() {
    if (mode !== 'undecided') return
    // The not-found page itself always answers 404 (it is never a page of its own).
    if (isNotFoundPage && res.statusCode === 200) res.statusCode = 404
    const type = String(res.getHeader('content-type') ?? '')
    mode = STATUSES.has(res.statusCode) && type.startsWith('text/html') ? 'capture' : 'pass'
  }

  rewritable(res).writeHead = function (status, ...rest) {
    if (mode === 'pass') return writeHead.call(this, status, ...rest)
    recordWriteHead(this, status, rest)
    decide()
    // (`decide()` has just set it: not the value checked above.)
    return (mode as Mode) === 'pass' ? writeHead.call(this, this.statusCode) : this
  }
  // Next sends the headers early (flushHeaders) for streaming: held too while capturing.
  const flushHeaders = res.flushHeaders
  rewritable(res).flushHeaders = function () {
    decide()
    if (mode === 'pass') flushHeaders.call(this)
  }
  rewritable(res).write = function (chunk, encoding, callback) {
    decide()
    if (mode === 'pass') return write.call(this, chunk, encoding, callback)
    if (chunk) chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(done as () => void)
    return true
  }
  rewritable(res).end = function (chunk, encoding, callback) {
    decide()
    if (mode === 'pass') return end.call(this, chunk, encoding, callback)
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const done = [chunk, encoding, callback].find((part) => typeof part === 'function') as
      (() => void) | undefined
    void finish().then(() => done?.())
    return this
  }

  async function finish() {
    try {
      await replaceOrSend()
    } catch (error) {
      getLogger().error({ err: error }, 'Error page not sent')
      if (!res.headersSent) writeHead.call(res, res.statusCode)
      if (!res.writableEnded) end.call(res)
    }
  }

  async function replaceOrSend() {
    const sent = Buffer.concat(chunks)
    const body = decoded(sent, res.getHeader('content-encoding'))
    const status = res.statusCode
    if (!body.subarray(0, ERROR_SHELL.length).toString('utf8').startsWith(ERROR_SHELL)) {
      writeHead.call(res, status)
      end.call(res, sent)
      return
    }
    const locale = localeOf(url, locales)
    if (status === 404 && !isInternal) {
      const page = await renderNotFound(req, origin, url).catch(() => null)
      if (page) {
        for (const name of res.getHeaderNames()) res.removeHeader(name)
        for (const [name, value] of page.headers)
          if (!HOP_BY_HOP.has(name)) res.setHeader(name, value)
        writeHead.call(res, 404)
        end.call(res, page.body)
        return
      }
    }
    const html = staticErrorPage({
      texts: errorTexts[locale] as ErrorPageTexts,
      locale,
      url,
      reference: status === 404 ? undefined : referenceIn(body.toString('utf8')),
    })
    for (const name of res.getHeaderNames()) if (name !== 'retry-after') res.removeHeader(name)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    writeHead.call(res, status)
    end.call(res, html)
  }
}

/** The app's not-found page for this reader: same language parameter, same cookies. */
async function renderNotFound(
  req: IncomingMessage,
  origin: string,
  url: string,
): Promise<{ headers: Headers; body: Buffer } | null> {
  const lang = new URL(url, 'http://site').searchParams.get('lang')
  const target = `${origin}${NOT_FOUND_PATH}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`
  const headers: Record<string, string> = { accept: 'text/html', [INTERNAL_HEADER]: '1' }
  for (const name of ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const response = await fetch(target, { headers, signal: AbortSignal.timeout(10_000) })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 404 || body.subarray(0, ERROR_SHELL.length).toString() === ERROR_SHELL)
    return null
  return { headers: response.headers, body }
}
