/**
 * server/error-shell.ts against a real HTTP server that answers as Next does: an empty error
 * document is replaced (404 → the not-found page rendered for the same reader, 500 → a page of its
 * own in the reader's language), compressed or not; every other answer passes through untouched.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NOT_FOUND_PATH, serveErrorShellsAsPages } from '../../server/error-shell.ts'

const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden></div><script>self.__next_f.push([1,"{\\"digest\\":\\"4217\\"}"])</script></body></html>'
const errorTexts = Object.fromEntries(
  ['fr', 'en'].map((locale) => [
    locale,
    {
      title: locale === 'fr' ? 'Une erreur est survenue' : 'Something went wrong',
      text: '…',
      retry: locale === 'fr' ? 'Réessayer' : 'Try again',
      back: 'Accueil',
      reference: 'Référence : {digest}',
    },
  ]),
)

let server: http.Server
let base = ''
const seen: { url: string; lang: string | null; cookie?: string }[] = []

/** What the app would answer for each path. */
function app(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://site')
  const gzip = url.searchParams.has('gzip')
  const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
    res.statusCode = status
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${url.pathname}'`)
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip')
      res.end(zlib.gzipSync(body))
    } else {
      // Streamed in two parts, headers flushed first, as Next does.
      res.flushHeaders()
      res.write(body.slice(0, 10))
      res.end(body.slice(10))
    }
  }
  if (url.pathname === NOT_FOUND_PATH) {
    seen.push({
      url: req.url ?? '',
      lang: url.searchParams.get('lang'),
      cookie: req.headers.cookie,
    })
    return send(
      200,
      '<!DOCTYPE html><html lang="x"><title>Page introuvable</title><h1>404</h1></html>',
    )
  }
  if (url.pathname === '/absent') return send(404, SHELL)
  if (url.pathname === '/panne') return send(500, SHELL)
  if (url.pathname === '/vide') return send(404, '<!DOCTYPE html><html><h1>Vide</h1></html>')
  if (url.pathname === '/json') return send(404, '{"error":"x"}', 'application/json')
  return send(200, '<!DOCTYPE html><html><h1>Bonjour</h1></html>')
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    serveErrorShellsAsPages(req, res, { origin: base, locales: ['fr', 'en'], errorTexts })
    app(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the empty error document', () => {
  it.each(['', '&gzip'])(
    'of a 404 becomes the not-found page for the same reader (%s)',
    async (extra) => {
      const response = await fetch(`${base}/absent?lang=en${extra}`, {
        headers: { cookie: 'sylva-token=abc' },
      })
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('<h1>404</h1>')
      expect(html).not.toContain('__next_error__')
      // The not-found page's own policy (its nonce matches its scripts), not the empty document's.
      expect(response.headers.get('content-security-policy')).toContain(NOT_FOUND_PATH)
      expect(seen.at(-1)).toMatchObject({ lang: 'en', cookie: 'sylva-token=abc' })
    },
  )

  it('of a 500 becomes a page of its own in the reader’s language, with the reference', async () => {
    const response = await fetch(`${base}/panne?lang=en`)
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Something went wrong</title>')
    expect(html).toContain('Référence : 4217')
    expect(html).toContain('>Try again</a>')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
  })
})

describe('everything else', () => {
  it('passes through untouched: pages, a 404 with content, JSON, and the framework’s own requests', async () => {
    const ok = await fetch(`${base}/`)
    expect([ok.status, await ok.text()]).toEqual([
      200,
      '<!DOCTYPE html><html><h1>Bonjour</h1></html>',
    ])
    const full = await fetch(`${base}/vide?gzip`)
    expect([full.status, await full.text()]).toEqual([
      404,
      '<!DOCTYPE html><html><h1>Vide</h1></html>',
    ])
    const json = await fetch(`${base}/json`)
    expect([json.status, await json.text()]).toEqual([404, '{"error":"x"}'])
    const flight = await fetch(`${base}/absent`, { headers: { rsc: '1' } })
    expect(await flight.text()).toBe(SHELL)
  })

  it('answers the not-found page itself with 404', async () => {
    expect((await fetch(`${base}${NOT_FOUND_PATH}`)).status).toBe(404)
  })
})
