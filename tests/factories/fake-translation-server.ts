/**
 * A small HTTP server on 127.0.0.1 speaking the parts of DeepL's API (`POST /v2/translate`,
 * `GET /v2/usage`, `GET|POST /v2/glossaries`, `DELETE /v2/glossaries/:id`, form-encoded as
 * `deepl-node` sends it; a translation with `glossary_id` renders its terms as the glossary says) and LibreTranslate's (`POST /translate`,
 * JSON) the site uses. It "translates" with a tiny dictionary, word by word, leaving tags alone, so a
 * test can tell translated words from kept ones. Its mode makes it busy (429 + Retry-After), down
 * (503), out of quota (DeepL 456, LibreTranslate 403), or answer nonsense: an HTML error page in
 * place of each translation (`garbage`) or translations cut short (`truncated`).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Mode = 'ok' | 'busy' | 'down' | 'quota' | 'garbage' | 'truncated'

const dictionary: Record<string, Record<string, string>> = {
  en: {
    la: 'the',
    forêt: 'forest',
    marcher: 'walk',
    lentement: 'slowly',
    sous: 'under',
    les: 'the',
    arbres: 'trees',
    respirer: 'breathe',
    bonjour: 'hello',
  },
  es: {
    la: 'el',
    forêt: 'bosque',
    marcher: 'caminar',
    lentement: 'despacio',
    sous: 'bajo',
    les: 'los',
    arbres: 'árboles',
    respirer: 'respirar',
    bonjour: 'hola',
  },
  de: {
    la: 'der',
    forêt: 'Wald',
    marcher: 'gehen',
    lentement: 'langsam',
    sous: 'unter',
    les: 'den',
    arbres: 'Bäumen',
    respirer: 'atmen',
    bonjour: 'hallo',
  },
  nl: {
    la: 'het',
    forêt: 'bos',
    marcher: 'wandelen',
    lentement: 'langzaam',
    sous: 'onder',
    les: 'de',
    arbres: 'bomen',
    respirer: 'ademen',
    bonjour: 'hallo',
  },
}

/** Word by word outside tags; a word it does not know comes back in capitals (visibly "translated"). */
export function fakeTranslate(text: string, target: string): string {
  const words = dictionary[target.slice(0, 2).toLowerCase()] ?? {}
  return text
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(/[\p{L}’']+/gu, (word) => words[word.toLowerCase()] ?? word.toUpperCase()),
    )
    .join('')
}

/** What a misbehaving provider answers in place of a translation. */
function spoil(translation: string, mode: Mode): string {
  if (mode === 'garbage') return '<html><body><h1>502 Bad Gateway</h1></body></html>'
  if (mode === 'truncated') return translation.slice(0, 6)
  return translation
}

/** The glossary's terms rendered as it says (whole words, any case), the rest translated. */
function withGlossary(
  text: string,
  entries: Record<string, string>,
  translate: (text: string) => string,
): string {
  const renderings: string[] = []
  let marked = text
  for (const [source, target] of Object.entries(entries).sort((a, b) => b[0].length - a[0].length))
    marked = marked.replace(
      new RegExp(
        `(?<![\\p{L}])${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
        'giu',
      ),
      () => `<g i="${renderings.push(target) - 1}"/>`,
    )
  return translate(marked).replace(
    /<g i="(\d+)"\/>/g,
    (_, index: string) => renderings[Number(index)] ?? '',
  )
}

export type FakeTranslationServer = {
  url: string
  mode: Mode
  retryAfterSeconds: number
  /** Every text received, with the target language and the request's options. */
  received: {
    provider: 'deepl' | 'libretranslate'
    text: string
    target: string
    options: Record<string, string>
  }[]
  charactersUsed: number
  /** DeepL glossaries created and not deleted, by id. */
  glossaries: Map<
    string,
    { name: string; source: string; target: string; entries: Record<string, string> }
  >
  /** How many glossaries were ever created. */
  glossariesCreated: number
  /** Every request that reached the server, answered or refused. */
  requests: number
  close: () => Promise<void>
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeTranslationServer(): Promise<FakeTranslationServer> {
  const state: FakeTranslationServer = {
    url: '',
    mode: 'ok',
    retryAfterSeconds: 7,
    received: [],
    charactersUsed: 0,
    glossaries: new Map(),
    glossariesCreated: 0,
    requests: 0,
    close: async () => undefined,
  }
  const server = http.createServer(async (request, response) => {
    state.requests++
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      response.end(JSON.stringify(body))
    }
    const isDeepL = request.url?.startsWith('/v2/')
    if (state.mode === 'busy')
      return send(
        429,
        { message: 'Too many requests' },
        { 'Retry-After': String(state.retryAfterSeconds) },
      )
    if (state.mode === 'down') return send(503, { message: 'Service unavailable' })
    if (state.mode === 'quota')
      return isDeepL
        ? send(456, { message: 'Quota exceeded' })
        : send(403, { error: 'Character quota limit reached' })

    if (request.method === 'GET' && request.url === '/v2/usage')
      return send(200, { character_count: state.charactersUsed, character_limit: 500_000 })

    const glossaryInfo = (id: string) => {
      const glossary = state.glossaries.get(id)
      return {
        glossary_id: id,
        name: glossary?.name,
        ready: true,
        source_lang: glossary?.source,
        target_lang: glossary?.target,
        creation_time: new Date().toISOString(),
        entry_count: Object.keys(glossary?.entries ?? {}).length,
      }
    }
    if (request.method === 'GET' && request.url === '/v2/glossaries')
      return send(200, { glossaries: [...state.glossaries.keys()].map(glossaryInfo) })
    if (request.method === 'POST' && request.url === '/v2/glossaries') {
      const form = new URLSearchParams(await readBody(request))
      const entries = Object.fromEntries(
        (form.get('entries') ?? '')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string]),
      )
      const id = `glossary-${++state.glossariesCreated}`
      state.glossaries.set(id, {
        name: form.get('name') ?? '',
        source: form.get('source_lang') ?? '',
        target: form.get('target_lang') ?? '',
        entries,
      })
      return send(201, glossaryInfo(id))
    }
    const deleted = request.url?.match(/^\/v2\/glossaries\/([\w-]+)$/)
    if (request.method === 'DELETE' && deleted) {
      state.glossaries.delete(deleted[1] ?? '')
      response.writeHead(204)
      return response.end()
    }

    if (request.method === 'POST' && request.url === '/v2/translate') {
      if (!/^DeepL-Auth-Key \S+/.test(request.headers.authorization ?? ''))
        return send(403, { message: 'Authorization failure' })
      const form = new URLSearchParams(await readBody(request))
      const target = form.get('target_lang') ?? ''
      const options = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'text'))
      const glossaryId = form.get('glossary_id')
      const glossary = glossaryId ? state.glossaries.get(glossaryId) : undefined
      if (glossaryId && !glossary) return send(404, { message: 'Glossary not found' })
      const translations = form.getAll('text').map((text) => {
        state.received.push({ provider: 'deepl', text, target, options })
        state.charactersUsed += text.length
        return {
          detected_source_language: 'FR',
          text: spoil(
            withGlossary(text, glossary?.entries ?? {}, (rest) => fakeTranslate(rest, target)),
            state.mode,
          ),
        }
      })
      return send(200, { translations })
    }

    if (request.method === 'POST' && request.url === '/translate') {
      const body = JSON.parse(await readBody(request)) as {
        q: string | string[]
        source: string
        target: string
        format?: string
        api_key?: string
      }
      const texts = Array.isArray(body.q) ? body.q : [body.q]
      const options = {
        source: body.source,
        format: body.format ?? 'text',
        api_key: body.api_key ?? '',
      }
      const translated = texts.map((text) => {
        state.received.push({ provider: 'libretranslate', text, target: body.target, options })
        return spoil(fakeTranslate(text, body.target), state.mode)
      })
      return send(200, { translatedText: Array.isArray(body.q) ? translated : translated[0] })
    }
    send(404, { error: 'Not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}
