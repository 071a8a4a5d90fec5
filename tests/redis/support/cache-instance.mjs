/**
 * Another instance of the site, as far as its cache goes: a process with the site's cache handler and
 * one cached read tagged with the tag given as argument, and a search index. It says "ready" once it
 * listens to the other instances, then reports every 50 ms whether its cached read is still there
 * ("hit" / "miss"), how many languages its search index holds ("index=1") and how many times its
 * rendered-page cache was emptied ("pages=2"; the production server's hook, server/index.ts).
 */
import SharedCacheHandler, {
  whenListening,
} from '../../../src/lib/platform/cache/shared-cache-handler.mjs'
import { processWide, storedPages } from '../../../src/lib/platform/runtime/edge-contract.mjs'

const tag = process.argv[2]
const handler = new SharedCacheHandler({})
const key = `plans-read-${tag}`
const entry = {
  kind: 'FETCH',
  data: { headers: {}, body: '{"monthly":990}', status: 200, url: '' },
  revalidate: 300,
}
await handler.set(key, entry, { fetchCache: true, tags: [tag] })
const read = () => handler.get(key, { kind: 'FETCH', tags: [tag], softTags: [] })
if (!(await read())) throw new Error('the cached read is not there to begin with')

// The search index of src/lib/search/memo.ts, for one language.
processWide('searchIndex', () => new Map()).set('fr', { builtAt: Date.now(), items: [] })
const indexSize = () => processWide('searchIndex', () => new Map()).size

let pageClears = 0
storedPages().drop = () => {
  pageClears += 1
}

await whenListening()
process.stdout.write('ready\n')
setInterval(async () => {
  process.stdout.write(
    `${(await read()) ? 'hit' : 'miss'} index=${indexSize()} pages=${pageClears}\n`,
  )
}, 50)
